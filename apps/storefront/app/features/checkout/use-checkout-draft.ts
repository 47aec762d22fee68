import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { deviceStorage } from '../../lib/device-storage';
import { readCheckoutValues, type CheckoutFieldName, type CheckoutValues } from './checkout-fields';
import {
  differingValues,
  restoredValues,
  type CheckoutActionResult,
  type CheckoutChoices,
} from './checkout-form-values';
import { draftChanges, draftKey, parseDraft, serializeDraft } from './drafts';

export interface CheckoutDraft {
  /** What every field shows: the buyer's changes (typed or restored) over the cart's saved values. */
  values: CheckoutValues;
  /** A draft kept on the device was restored into the form (the page says so). */
  restored: boolean;
  change(name: CheckoutFieldName, value: string): void;
  /** Keeps what the form would post now on the device. */
  keep(form: HTMLFormElement): void;
}

/**
 * The checkout form's values, owned by React. Nothing typed is lost: every change is kept on the device (per
 * buyer and cart) until the back office has saved it, and restored after a reload, a crash or a lost
 * connection into the fields the buyer has not touched since the page was rendered.
 *
 * The first render shows the cart's saved values (`defaults`), exactly as the server rendered them, so the
 * page hydrates without a mismatch. Only then is the form read once: it may hold what the buyer typed before
 * hydration (React keeps a typed value when it hydrates an input), and a restored draft must not overwrite it.
 */
export function useCheckoutDraft({
  formRef,
  userKey,
  cartUuid,
  defaults,
  choices,
  result,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  userKey: string;
  cartUuid: string;
  defaults: CheckoutValues;
  choices: CheckoutChoices;
  result: CheckoutActionResult | undefined;
}): CheckoutDraft {
  // Only the fields the buyer changed: the others follow the cart's saved values when the page's data is
  // reloaded (after a save, a cart change in another tab), as a field the buyer has not touched does.
  const [changes, setChanges] = useState<Partial<CheckoutValues>>({});
  const [restored, setRestored] = useState(false);
  const values = useMemo(() => ({ ...defaults, ...changes }), [defaults, changes]);

  // The restore runs once per buyer and cart, with the defaults and choices of that moment.
  const latest = useRef({ defaults, choices, values });
  useEffect(() => {
    latest.current = { defaults, choices, values };
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const { defaults: saved, choices: allowed, values: rendered } = latest.current;
    const shown = readCheckoutValues(new FormData(form));
    const typedBeforeHydration = differingValues(shown, rendered);
    const draft = parseDraft(deviceStorage()?.getItem(draftKey(userKey)) ?? null, Date.now());
    const fromDraft = restoredValues(shown, saved, draftChanges(draft, cartUuid, saved), allowed);
    if (Object.keys(typedBeforeHydration).length + Object.keys(fromDraft).length === 0) return;
    setChanges((current) => ({ ...current, ...typedBeforeHydration, ...fromDraft }));
    if (Object.keys(fromDraft).length > 0) setRestored(true);
  }, [formRef, userKey, cartUuid]);

  useEffect(() => {
    if (!result?.ok) return;
    try {
      deviceStorage()?.removeItem(draftKey(userKey));
    } catch {
      // nothing to clear
    }
    setRestored(false);
  }, [result, userKey]);

  const change = useCallback((name: CheckoutFieldName, value: string) => {
    setChanges((current) => ({ ...current, [name]: value }));
  }, []);

  const keep = useCallback(
    (form: HTMLFormElement) => {
      try {
        // What the form would post (a select whose saved choice is gone posts its first option), as before.
        deviceStorage()?.setItem(
          draftKey(userKey),
          serializeDraft({ cartUuid, values: readCheckoutValues(new FormData(form)), at: Date.now() }),
        );
      } catch {
        // storage full or unavailable: the form itself still holds the values
      }
    },
    [userKey, cartUuid],
  );

  return { values, restored, change, keep };
}
