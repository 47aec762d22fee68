import type { DisplayedLine, LineRefusal } from '@vetshop/cart';
import { MAX_LINE_QTY } from '@vetshop/domain';
import { INTL_LOCALE_TAGS, type Locale, type Translate } from '../../i18n';
import { cartSyncRefusalMessage } from '../../lib/backoffice-messages';

/**
 * Why the back office refused a change, in the buyer's language: our message for its code, or the back
 * office's own (already in the buyer's language) for a code this storefront does not know yet.
 */
export function refusalReason(
  refusal: Pick<LineRefusal, 'code' | 'message'>,
  t: Translate,
  locale: Locale,
): string {
  const key = cartSyncRefusalMessage(refusal.code);
  if (!key) return refusal.message;
  return t(key, { max: new Intl.NumberFormat(INTL_LOCALE_TAGS[locale]).format(MAX_LINE_QTY) });
}

/**
 * Where each refusal is shown: under the line it was for, or, when the cart has no such line (an add that
 * was refused, a decrease of a line already gone), in a row of its own that the buyer dismisses.
 */
export function placeRefusals(
  refusals: readonly LineRefusal[],
  lines: readonly Pick<DisplayedLine, 'key'>[],
): { onLines: ReadonlyMap<string, LineRefusal>; apart: readonly LineRefusal[] } {
  const keys = new Set(lines.map((l) => l.key));
  const onLines = new Map<string, LineRefusal>();
  const apart: LineRefusal[] = [];
  for (const refusal of refusals) {
    if (keys.has(refusal.key)) onLines.set(refusal.key, refusal);
    else apart.push(refusal);
  }
  return { onLines, apart };
}
