import type { Cart } from '@vetshop/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import { CheckoutActions } from './checkout-actions';
import { CheckoutAddressSection } from './checkout-address-section';
import { CheckoutCarrierSection } from './checkout-carrier-section';
import { CheckoutDetailsSection } from './checkout-details-section';
import {
  checkoutChoices,
  checkoutDefaults,
  mainInvoicingAddress,
  type CheckoutActionResult,
  type CheckoutOptions,
} from './checkout-form-values';
import type { CheckoutBlockReason } from './checkout-guard';
import { CheckoutPaymentSection } from './checkout-payment-section';
import { REFUSAL_MESSAGES } from '../../lib/backoffice-messages';
import { useCheckoutDraft } from './use-checkout-draft';

export type { CheckoutActionResult, CheckoutOptions };

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
  const choices = useMemo(() => checkoutChoices(options, defaults), [options, defaults]);
  const draft = useCheckoutDraft({ formRef, userKey, cartUuid: cart.uuid, defaults, choices, result });
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const refusal = result && !result.ok ? result.refusal : undefined;
  const mainInvoicing = mainInvoicingAddress(options);
  const fields = { values: draft.values, errors, onChange: draft.change };

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && !result.ok) alertRef.current?.focus();
  }, [result]);
  const [offlineSubmit, setOfflineSubmit] = useState(false);
  useEffect(() => {
    if (!offlineSubmit) return;
    alertRef.current?.focus();
    const online = () => setOfflineSubmit(false);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [offlineSubmit]);

  return (
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
        ) : result && !result.ok ? (
          <div className="notice notice-error" role="alert">
            <p>{refusal ? t(REFUSAL_MESSAGES[refusal]) : t('cart.checkout.fixErrors')}</p>
            {refusal === 'unknown' && result.message ? <p>{result.message}</p> : null}
            {refusal ? <p>{t('cart.checkout.keptTyped')}</p> : null}
          </div>
        ) : null}
      </div>
      {draft.restored ? (
        <p className="notice" role="status">
          {t('cart.checkout.restored')}
        </p>
      ) : null}
      {result?.ok ? (
        <p className="notice notice-ok" role="status">
          {t('cart.checkout.saved')}
        </p>
      ) : null}
      {mainInvoicing ? <input type="hidden" name="main_invoicing_id" value={mainInvoicing.id} /> : null}

      <CheckoutAddressSection
        deliveryAddresses={options.deliveryAddresses}
        invoicingAddresses={options.invoicingAddresses}
        mainInvoicing={mainInvoicing}
        addressesValid={cart.addresses_valid}
        {...fields}
      />
      <CheckoutCarrierSection carriers={options.carriers} {...fields} />
      <CheckoutPaymentSection
        paymentModes={options.paymentModes}
        askToChoose={defaults.payment_mode_id === ''}
        {...fields}
      />
      <CheckoutDetailsSection
        nextSuiteName={options.nextSuiteName}
        suiteNameUnavailable={options.suiteNameUnavailable}
        {...fields}
      />
      <CheckoutActions block={block} submitting={submitting} />
    </Form>
  );
}
