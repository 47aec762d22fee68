import { useState } from 'react';
import { useI18n, type MessageKey } from '../../i18n';
import type { WishlistPopinResult } from './popin.server';
import { readName, WISHLIST_NAME_MAX } from './wishlist-forms';

const NAME_PROBLEMS: Record<'required' | 'too_long' | 'taken', MessageKey> = {
  required: 'wishlists.name.required',
  too_long: 'wishlists.name.tooLong',
  taken: 'wishlists.name.taken',
};

/**
 * Which list products go to: one of the buyer's lists, or a new one named here (checked against the lists as it
 * is typed: spec doc 1 §5). `blocked` tells the form not to send a name that cannot be used. `initial`: what
 * the buyer had chosen and typed when a page without JavaScript shows the form again after a refusal.
 */
export function useTargetChoice(
  lists: readonly { id: number; name: string }[],
  initial: { target?: string; name?: string } = {},
) {
  const [target, setTarget] = useState<string | null>(initial.target ?? null);
  const [name, setName] = useState(initial.name ?? '');
  const chosen = target ?? (lists[0] ? String(lists[0].id) : 'new');
  const nameProblem = chosen === 'new' ? readName(name, lists).problem : null;
  return { target: chosen, setTarget, name, setName, nameProblem };
}

export function TargetFields({
  idPrefix,
  label,
  lists,
  choice,
  result,
  showErrors,
}: {
  idPrefix: string;
  label: MessageKey;
  lists: readonly { id: number; name: string }[];
  choice: ReturnType<typeof useTargetChoice>;
  result: WishlistPopinResult | undefined;
  /** Errors of the name are shown once the buyer typed or tried to send. */
  showErrors: boolean;
}) {
  const { t } = useI18n();
  const serverProblem = result && !result.ok && result.problem === 'name' ? result.nameProblem : undefined;
  const problem = (showErrors ? choice.nameProblem : null) ?? serverProblem ?? null;
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-target`}>{t(label)}</label>
        <select
          id={`${idPrefix}-target`}
          name="target"
          value={choice.target}
          onChange={(e) => choice.setTarget(e.currentTarget.value)}
        >
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
          <option value="new">{t('wishlist.popin.new')}</option>
        </select>
      </div>
      {choice.target === 'new' ? (
        <div className="field">
          <label htmlFor={`${idPrefix}-name`}>{t('wishlist.popin.newName')}</label>
          <input
            id={`${idPrefix}-name`}
            name="name"
            value={choice.name}
            maxLength={WISHLIST_NAME_MAX * 2}
            onChange={(e) => choice.setName(e.currentTarget.value)}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${idPrefix}-name-error` : undefined}
          />
          {problem ? (
            <p id={`${idPrefix}-name-error`} className="field-error" role="alert">
              {t(NAME_PROBLEMS[problem], { name: choice.name.trim(), max: WISHLIST_NAME_MAX })}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
