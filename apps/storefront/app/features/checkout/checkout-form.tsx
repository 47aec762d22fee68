import type { Address, Carrier, Cart } from '@vetshop/contract';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { addressSummary } from './address';
import { deviceStorage } from '../../lib/device-storage';
import {
  CHECKOUT_FIELDS,
  NOTE_MAX,
  readCheckoutValues,
  REFERENCE_MAX,
  SUITE_NAME_MAX,
  type CheckoutErrors,
  type CheckoutFieldName,
  type CheckoutValues,
} from './checkout-fields';
import type { CheckoutBlockReason } from './checkout-guard';
import { draftChanges, draftKey, parseDraft, serializeDraft } from './drafts';
import { euros } from '../../lib/format';
import { useI18n, type MessageKey } from '../../i18n';
import { AddressBlock } from './address-block';
import { REFUSAL_MESSAGES, type CartRefusal } from './refusals';

export type CheckoutActionResult =
  | { ok: true; saved: true }
  | { ok: false; errors?: CheckoutErrors; refusal?: CartRefusal; message?: string | null };

export interface CheckoutOptions {
  deliveryAddresses: Address[] | null;
  invoicingAddresses: Address[] | null;
  carriers: Carrier[] | null;
  paymentModes: { id: number; name: string }[] | null;
  /** The next name of the buyer's own order series; null when there is none yet. */
  nextSuiteName: string | null;
  /** The back office could not say what the next name is (the spec's "unavailable" message). */
  suiteNameUnavailable: boolean;
}

/** What the form shows before the buyer touches it: the cart's saved choices, or sensible defaults. */
export function checkoutDefaults(cart: Cart, options: CheckoutOptions): CheckoutValues {
  const mainDelivery = options.deliveryAddresses?.find((a) => a.main) ?? options.deliveryAddresses?.[0];
  const mainInvoicing = mainInvoicingAddress(options);
  const invoicingId = cart.invoicing.address?.id ?? null;
  const separate = invoicingId !== null && mainInvoicing !== undefined && invoicingId !== mainInvoicing.id;
  return {
    delivery_address_id: String(cart.delivery.address?.id ?? mainDelivery?.id ?? ''),
    separate_invoicing: separate ? 'on' : '',
    invoicing_address_id: String(invoicingId ?? mainInvoicing?.id ?? ''),
    carrier_id: String(cart.delivery.selected_carrier?.id ?? ''),
    payment_mode_id: String(cart.payment_mode?.id ?? ''),
    client_order_ref: cart.client_order_ref ?? '',
    note: cart.note ?? '',
    suite_name: cart.suite_name ?? options.nextSuiteName ?? '',
  };
}

function mainInvoicingAddress(options: CheckoutOptions): Address | undefined {
  return options.invoicingAddresses?.find((a) => a.main) ?? options.invoicingAddresses?.[0];
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Puts restored values into fields the buyer has not touched since the page was rendered. */
function applyValues(
  form: HTMLFormElement,
  values: Partial<CheckoutValues>,
  defaults: CheckoutValues,
): boolean {
  let applied = false;
  for (const name of CHECKOUT_FIELDS) {
    const value = values[name];
    if (value === undefined) continue;
    const item = form.elements.namedItem(name);
    if (item instanceof RadioNodeList) {
      if (item.value !== defaults[name]) continue;
      item.value = value;
      applied = true;
    } else if (item instanceof HTMLInputElement && item.type === 'checkbox') {
      if ((item.checked ? 'on' : '') !== defaults[name]) continue;
      item.checked = value === 'on';
      applied = true;
    } else if (item instanceof HTMLSelectElement) {
      if (item.value !== defaults[name] || ![...item.options].some((o) => o.value === value)) continue;
      item.value = value;
      applied = true;
    } else if (item instanceof HTMLInputElement || item instanceof HTMLTextAreaElement) {
      if (item.value !== defaults[name]) continue;
      (item as FormControl).value = value;
      applied = true;
    }
  }
  return applied;
}

/**
 * Nothing typed is lost: every change is kept on the device (per buyer and cart) until the back office has
 * saved it, and restored after a reload, a crash or a lost connection.
 */
function useCheckoutDraft(
  formRef: React.RefObject<HTMLFormElement | null>,
  userKey: string,
  cartUuid: string,
  defaults: CheckoutValues,
  result: CheckoutActionResult | undefined,
) {
  const [restored, setRestored] = useState(false);
  const defaultsRef = useRef(defaults);
  useEffect(() => {
    defaultsRef.current = defaults;
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = parseDraft(deviceStorage()?.getItem(draftKey(userKey)) ?? null, Date.now());
    const changes = draftChanges(draft, cartUuid, defaultsRef.current);
    if (Object.keys(changes).length > 0 && applyValues(form, changes, defaultsRef.current)) setRestored(true);
  }, [formRef, userKey, cartUuid]);

  useEffect(() => {
    if (result?.ok) {
      try {
        deviceStorage()?.removeItem(draftKey(userKey));
      } catch {
        // nothing to clear
      }
      setRestored(false);
    }
  }, [result, userKey]);

  return {
    restored,
    keep() {
      const form = formRef.current;
      if (!form) return;
      try {
        deviceStorage()?.setItem(
          draftKey(userKey),
          serializeDraft({ cartUuid, values: readCheckoutValues(new FormData(form)), at: Date.now() }),
        );
      } catch {
        // storage full or unavailable: the form itself still holds the values
      }
    },
  };
}

const BLOCK_MESSAGES: Record<CheckoutBlockReason, MessageKey> = {
  loading: 'cart.block.loading',
  pending: 'cart.block.pending',
  syncing: 'cart.block.syncing',
  offline: 'cart.block.offline',
  unauthenticated: 'cart.block.unauthenticated',
  empty: 'cart.block.empty',
  cannot_order: 'cart.block.cannotOrder',
};

const FIELD_ERRORS: Record<string, MessageKey> = {
  required: 'cart.checkout.error.required',
  tooLong: 'cart.checkout.error.tooLong',
  invalid: 'cart.checkout.error.invalid',
};

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
  const { locale, t } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  const defaults = useMemo(() => checkoutDefaults(cart, options), [cart, options]);
  const draft = useCheckoutDraft(formRef, userKey, cart.uuid, defaults, result);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const refusal = result && !result.ok ? result.refusal : undefined;
  const mainInvoicing = mainInvoicingAddress(options);
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

  const fieldError = (name: CheckoutFieldName, max?: number) => {
    const error = errors[name];
    return error ? (
      <p id={`${name}-error`} className="form-error">
        {t(FIELD_ERRORS[error] ?? 'cart.checkout.error.invalid', { max: max ?? 0 })}
      </p>
    ) : null;
  };
  const describedBy = (name: CheckoutFieldName, hint?: string) =>
    [errors[name] ? `${name}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  /** A labelled choice of the form, with its error. */
  const selectField = (name: SelectFieldName, label: string, choices: ReactNode, extraClass = '') => (
    <div className={`field ${extraClass}`.trim()} id={`${name}-field`}>
      <label htmlFor={name}>{label}</label>
      <select
        id={name}
        name={name}
        defaultValue={defaults[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
      >
        {choices}
      </select>
      {fieldError(name)}
    </div>
  );
  const addressChoices = (addresses: readonly Address[]) =>
    addresses.map((a) => (
      <option key={a.id} value={a.id}>
        {addressSummary(a)}
        {a.valid ? '' : ` (${t('cart.checkout.addressIncomplete')})`}
      </option>
    ));

  return (
    <Form
      method="post"
      className="form checkout-form"
      ref={formRef}
      onInput={draft.keep}
      onChange={draft.keep}
      onSubmit={(event) => {
        // Offline the request cannot go: keep the page (and what was typed) instead of an error screen.
        if (navigator.onLine) return;
        event.preventDefault();
        draft.keep();
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

      <Section title={t('cart.checkout.delivery')}>
        {options.deliveryAddresses && options.deliveryAddresses.length > 0 ? (
          selectField(
            'delivery_address_id',
            t('cart.checkout.deliveryAddress'),
            addressChoices(options.deliveryAddresses),
          )
        ) : (
          <>
            <p className="notice notice-warning">{t('cart.checkout.addressesUnavailable')}</p>
            <input type="hidden" name="delivery_address_id" value={defaults.delivery_address_id} />
          </>
        )}
        {!cart.addresses_valid ? (
          <p className="notice notice-warning">{t('cart.checkout.addressesInvalid')}</p>
        ) : null}

        <div className="invoicing-choice">
          <div className="field field-checkbox">
            <input
              type="checkbox"
              id="separate_invoicing"
              name="separate_invoicing"
              defaultChecked={defaults.separate_invoicing === 'on'}
              aria-controls="invoicing_address_id-field"
            />
            <label htmlFor="separate_invoicing">{t('cart.checkout.separateInvoicing')}</label>
          </div>
          {mainInvoicing ? (
            <div className="invoicing-main">
              <p className="muted">{t('cart.checkout.invoicedTo')}</p>
              <AddressBlock address={mainInvoicing} />
            </div>
          ) : null}
          {selectField(
            'invoicing_address_id',
            t('cart.checkout.invoicingAddress'),
            addressChoices(options.invoicingAddresses ?? []),
            'invoicing-select',
          )}
        </div>
      </Section>

      <fieldset className="checkout-section" aria-describedby={describedBy('carrier_id')}>
        <legend>{t('cart.checkout.carrier')}</legend>
        {options.carriers && options.carriers.length > 0 ? (
          <div className="radio-list">
            {options.carriers.map((c) => (
              <div className="radio-option" key={c.id}>
                <input
                  type="radio"
                  id={`carrier-${c.id}`}
                  name="carrier_id"
                  value={c.id}
                  defaultChecked={defaults.carrier_id === String(c.id)}
                  aria-describedby={c.description ? `carrier-${c.id}-description` : undefined}
                />
                <label htmlFor={`carrier-${c.id}`}>
                  <span className="radio-title">{c.name}</span>{' '}
                  <span className="radio-price">
                    {c.price_applied_to_cart > 0
                      ? euros(c.price_applied_to_cart, locale)
                      : t('cart.totals.free')}
                  </span>
                </label>
                {c.description ? (
                  <p className="muted radio-hint" id={`carrier-${c.id}-description`}>
                    {c.description}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        ) : (
          <>
            <p className="notice notice-warning">{t('cart.checkout.carriersUnavailable')}</p>
            <input type="hidden" name="carrier_id" value={defaults.carrier_id} />
          </>
        )}
        {fieldError('carrier_id')}
      </fieldset>

      <Section title={t('cart.checkout.payment')}>
        {options.paymentModes && options.paymentModes.length > 0 ? (
          selectField(
            'payment_mode_id',
            t('cart.checkout.paymentMode'),
            <>
              {defaults.payment_mode_id === '' ? <option value="">{t('cart.checkout.choose')}</option> : null}
              {options.paymentModes.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </>,
          )
        ) : (
          <>
            <p className="notice notice-warning">{t('cart.checkout.paymentUnavailable')}</p>
            <input type="hidden" name="payment_mode_id" value={defaults.payment_mode_id} />
          </>
        )}
      </Section>

      <Section title={t('cart.checkout.details')}>
        <div className="field">
          <label htmlFor="client_order_ref">{t('cart.checkout.reference')}</label>
          <input
            id="client_order_ref"
            name="client_order_ref"
            type="text"
            maxLength={REFERENCE_MAX}
            defaultValue={defaults.client_order_ref}
            aria-invalid={errors.client_order_ref ? true : undefined}
            aria-describedby={describedBy('client_order_ref')}
          />
          {fieldError('client_order_ref', REFERENCE_MAX)}
        </div>
        <div className="field">
          <label htmlFor="suite_name">{t('cart.checkout.suiteName')}</label>
          <input
            id="suite_name"
            name="suite_name"
            type="text"
            maxLength={SUITE_NAME_MAX}
            defaultValue={defaults.suite_name}
            aria-invalid={errors.suite_name ? true : undefined}
            aria-describedby={describedBy('suite_name', 'suite_name-hint')}
          />
          <p id="suite_name-hint" className="muted field-hint">
            {options.suiteNameUnavailable
              ? t('cart.checkout.suiteNameUnavailable')
              : options.nextSuiteName
                ? t('cart.checkout.suiteNameHint', { name: options.nextSuiteName })
                : t('cart.checkout.suiteNameNone')}
          </p>
          {fieldError('suite_name', SUITE_NAME_MAX)}
        </div>
        <div className="field">
          <label htmlFor="note">{t('cart.checkout.note')}</label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={defaults.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy('note')}
          />
          {fieldError('note', NOTE_MAX)}
        </div>
      </Section>

      <div className="checkout-actions">
        <div className="button-row">
          <button type="submit" name="intent" value="save" className="button" disabled={submitting}>
            {t('cart.checkout.save')}
          </button>
          <button
            type="submit"
            name="intent"
            value="checkout"
            className="button button-primary"
            disabled={block !== null || submitting}
            aria-describedby={block ? 'checkout-block' : undefined}
          >
            {t('cart.checkout.continue')}
          </button>
        </div>
        <p id="checkout-block" className="checkout-block" role="status">
          {block ? t(BLOCK_MESSAGES[block]) : null}
        </p>
      </div>
    </Form>
  );
}

type SelectFieldName = 'delivery_address_id' | 'invoicing_address_id' | 'payment_mode_id';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="checkout-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
