import type { Translate } from '../../i18n';
import type { OutboxState } from '@vetshop/domain';
import { isKnownKind } from './mail-states';

/** A mail's kind in words when the page knows it, else its code (a kind added later still shows). */
export function kindLabel(kind: string, t: Translate): string {
  return isKnownKind(kind) ? t(`staffOutbox.kind.${kind}`) : kind;
}

export function stateLabel(state: OutboxState, t: Translate): string {
  return t(`staffOutbox.state.${state}`);
}

const TONES: Record<OutboxState, string> = { pending: 'warn', sending: 'info', sent: 'ok', failed: 'error' };

/** A state as a badge: the word, coloured by the state's tone (never colour alone). */
export function MailStateBadge({ state, t }: { state: OutboxState; t: Translate }) {
  return <span className={`state-badge state-badge-${TONES[state]}`}>{stateLabel(state, t)}</span>;
}
