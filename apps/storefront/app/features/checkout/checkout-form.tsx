import type { Cart } from '@vetshop/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import { CheckoutActions } from './checkout-actions';
import { CheckoutAddressSection } from './checkout-address-section';
import { CheckoutCarrierSection } from './checkout-carrier-section';
import { CheckoutDetailsSection } from './checkout-details-section';
import {
  checkoutChoices,
  checkoutDefaults,
  mainInvoicingAddress,
  offersSeparateInvoicing,
  type CheckoutActionResult,
  type CheckoutOptions,
} from './checkout-form-values';
import type { CheckoutBlockReason } from './checkout-guard';
import { CHOICE_FIELDS, isChoiceField, type CheckoutFieldName } from './checkout-fields';
import { CheckoutPickupSection, PICKUP_SEARCH_FORM } from './checkout-pickup-section';
import { REFUSAL_MESSAGES } from '../../lib/backoffice-messages';
import { useCheckoutDraft } from './use-checkout-draft';

export type { CheckoutActionResult, CheckoutOptions };

/** The fetcher that saves a choice as soon as it is made; the cart page reads its state for the totals. */
export const CHECKOUT_CHOICE_FETCHER = 'checkout-choice';

/** The checkout form of the cart page (spec §3 Cart page fields), saved by the cart route's action. */
export function CheckoutForm({
  cart,
  options,
  userKey,
  result,
  block,
}: {
  cart: Cart;
  options: CheckoutOptions;
  userKey: string;
  result: CheckoutActionResult | undefined;
  block: CheckoutBlockReason | null;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  const defaults = useMemo(() => checkoutDefaults(cart, options), [cart, options]);
  const choices = useMemo(() => checkoutChoices(options), [options]);
  const draft = useCheckoutDraft({ formRef, userKey, cartUuid: cart.uuid, defaults, choices, result });
  const mainInvoicing = mainInvoicingAddress(options);

  // A carrier, an address or a payment mode is saved as soon as it is chosen: the loaders reload after the
  // fetcher's post, so the totals show the new delivery cost without a "Save". Offline, the draft keeps it.
  const chooser = useFetcher<CheckoutActionResult>({ key: CHECKOUT_CHOICE_FETCHER });
  const submitChoice = chooser.submit;
  const { values, change } = draft;
  const onChange = useCallback(
    (name: CheckoutFieldName, value: string) => {
      change(name, value);
      if (!isChoiceField(name) || !navigator.onLine) return;
      const next = { ...values, [name]: value };
      const body = new FormData();
      body.set('intent', 'choose');
      if (mainInvoicing) body.set('main_invoicing_id', String(mainInvoicing.id));
      for (const field of CHOICE_FIELDS) if (next[field] !== '') body.set(field, next[field]);
      void submitChoice(body, { method: 'post' });
    },
    [change, values, mainInvoicing, submitChoice],
  );
  // The last word on the form: the buttons' post, or a refused choice made since.
  const choiceRefused =
    chooser.state === 'idle' && chooser.data && !chooser.data.ok ? chooser.data : undefined;
  const shown = choiceRefused ?? result;
  const errors = shown && !shown.ok ? (shown.errors ?? {}) : {};
  const refusal = shown && !shown.ok ? shown.refusal : undefined;
  const fields = { values, errors, onChange };

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown && !shown.ok) alertRef.current?.focus();
  }, [shown]);
  // The pickup points are those of the saved carrier: another carrier with drop-off sites chosen in the form
  // (without JavaScript, not saved yet) shows them once saved.
  const formCarrier = options.carriers?.find((c) => String(c.id) === values.carrier_id);
  const showPickups =
    options.pickups !== undefined && values.carrier_id === String(cart.delivery.selected_carrier?.id ?? '');
  const [offlineSubmit, setOfflineSubmit] = useState(false);
  useEffect(() => {
    if (!offlineSubmit) return;
    alertRef.current?.focus();
    const online = () => setOfflineSubmit(false);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [offlineSubmit]);

  return (
    <>
      <Form
        method="post"
        className="form checkout-form"
        ref={formRef}
        onChange={(event) => draft.keep(event.currentTarget)}
        onSubmit={(event) => {
          // Offline the request cannot go: keep the page (and what was typed) instead of an error screen.
          if (navigator.onLine) return;
          event.preventDefault();
          draft.keep(event.currentTarget);
          setOfflineSubmit(true);
        }}
        aria-labelledby="checkout-title"
        noValidate
      >
        <h2 id="checkout-title">{t('cart.checkout.title')}</h2>
        <div ref={alertRef} tabIndex={-1} className="checkout-alerts">
          {offlineSubmit ? (
            <p className="notice notice-warning" role="alert">
              {t('cart.checkout.offlineSubmit')}
            </p>
          ) : shown && !shown.ok ? (
            <div className="notice notice-error" role="alert">
              <p>{refusal ? t(REFUSAL_MESSAGES[refusal]) : t('cart.checkout.fixErrors')}</p>
              {refusal === 'unknown' && shown.message ? <p>{shown.message}</p> : null}
              {refusal ? <p>{t('cart.checkout.keptTyped')}</p> : null}
            </div>
          ) : null}
        </div>
        {draft.restored ? (
          <p className="notice" role="status">
            {t('cart.checkout.restored')}
          </p>
        ) : null}
        {result?.ok && !choiceRefused ? (
          <p className="notice notice-ok" role="status">
            {t('cart.checkout.saved')}
          </p>
        ) : null}
        {mainInvoicing ? <input type="hidden" name="main_invoicing_id" value={mainInvoicing.id} /> : null}

        <CheckoutAddressSection
          deliveryAddresses={options.deliveryAddresses}
          invoicingAddresses={options.invoicingAddresses}
          mainInvoicing={mainInvoicing}
          offerSeparate={offersSeparateInvoicing(options)}
          addressesValid={cart.addresses_valid}
          {...fields}
        />
        <CheckoutCarrierSection carriers={options.carriers} {...fields} />
        {showPickups ? (
          <CheckoutPickupSection
            pickups={options.pickups ?? null}
            search={options.pickupSearch ?? ''}
            chosen={cart.delivery.pickup}
            {...fields}
          />
        ) : formCarrier?.with_dropoff_site ? (
          <p className="notice">{t('cart.pickup.saveToList')}</p>
        ) : null}
        <CheckoutDetailsSection
          nextSuiteName={options.nextSuiteName}
          suiteNameUnavailable={options.suiteNameUnavailable}
          {...fields}
        />
        <CheckoutActions block={block} submitting={submitting} />
      </Form>
      {showPickups ? <Form id={PICKUP_SEARCH_FORM} method="get" preventScrollReset /> : null}
    </>
  );
}
