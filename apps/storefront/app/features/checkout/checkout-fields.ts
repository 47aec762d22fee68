import type { CartUpdateBody } from '@vetshop/contract';
import {
  ORDER_NOTE_MAX as NOTE_MAX,
  ORDER_REFERENCE_MAX as REFERENCE_MAX,
  SUITE_NAME_MAX,
} from '@vetshop/domain';

/** Field limits of the back office: the domain's, which the contract's cart update and confirm schemas use too. */
export { NOTE_MAX, REFERENCE_MAX, SUITE_NAME_MAX };

/** The names of the checkout form's fields (also the keys of the draft kept on the device). */
export const CHECKOUT_FIELDS = [
  'delivery_address_id',
  'separate_invoicing',
  'invoicing_address_id',
  'carrier_id',
  'pickup_site_id',
  'client_order_ref',
  'note',
  'suite_name',
] as const;
export type CheckoutFieldName = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutFieldName, string>;

export type CheckoutFieldError = 'required' | 'tooLong' | 'invalid';
export type CheckoutErrors = Partial<Record<CheckoutFieldName, CheckoutFieldError>>;

/**
 * `choose`: a choice field changed (address, carrier, pickup point) and only the choices are saved, so the
 * totals follow at once; `save` and `checkout` save the whole form (the buttons, which work without JS).
 */
export type CheckoutIntent = 'save' | 'checkout' | 'choose';

/** The fields whose change is saved at once (they decide the delivery cost and what the order shows). */
export const CHOICE_FIELDS = [
  'delivery_address_id',
  'separate_invoicing',
  'invoicing_address_id',
  'carrier_id',
  'pickup_site_id',
] as const satisfies readonly CheckoutFieldName[];

export function isChoiceField(name: CheckoutFieldName): boolean {
  return (CHOICE_FIELDS as readonly CheckoutFieldName[]).includes(name);
}

const INTENTS: readonly CheckoutIntent[] = ['save', 'checkout', 'choose'];

export type CheckoutParse =
  | {
      ok: true;
      intent: CheckoutIntent;
      update: CartUpdateBody;
      carrierId: number | null;
      /** The pickup point chosen for a carrier with drop-off sites (set_pickup), when one is. */
      pickupSiteId?: number;
    }
  | { ok: false; intent: CheckoutIntent; errors: CheckoutErrors };

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function readCheckoutValues(form: FormData): CheckoutValues {
  const values = {} as CheckoutValues;
  for (const name of CHECKOUT_FIELDS) values[name] = text(form, name);
  return values;
}

function positiveId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/**
 * The checkout form → the body of POST /carts/current/update and the carrier for set_carrier. Without a
 * separate invoicing address the order is invoiced to the buyer's main invoicing address (`mainInvoicingId`).
 * Text fields are trimmed; an empty one clears the value on the cart (null).
 */
export function parseCheckoutForm(form: FormData, mainInvoicingId: number | null): CheckoutParse {
  const intent = INTENTS.find((i) => i === text(form, 'intent')) ?? 'save';
  const values = readCheckoutValues(form);
  const errors: CheckoutErrors = {};

  const deliveryId = positiveId(values.delivery_address_id);
  if (deliveryId === null) errors.delivery_address_id = values.delivery_address_id ? 'invalid' : 'required';

  const separate = values.separate_invoicing === 'on';
  let invoicingId: number | null = mainInvoicingId;
  if (separate) {
    invoicingId = positiveId(values.invoicing_address_id);
    if (invoicingId === null)
      errors.invoicing_address_id = values.invoicing_address_id ? 'invalid' : 'required';
  }

  let carrierId: number | null = null;
  if (values.carrier_id !== '') {
    carrierId = positiveId(values.carrier_id);
    if (carrierId === null) errors.carrier_id = 'invalid';
  } else if (intent === 'checkout') errors.carrier_id = 'required';

  const pickupSiteId = values.pickup_site_id === '' ? null : positiveId(values.pickup_site_id);
  if (values.pickup_site_id !== '' && pickupSiteId === null) errors.pickup_site_id = 'invalid';

  const reference = values.client_order_ref.trim();
  if (reference.length > REFERENCE_MAX) errors.client_order_ref = 'tooLong';
  const suiteName = values.suite_name.trim();
  if (suiteName.length > SUITE_NAME_MAX) errors.suite_name = 'tooLong';
  const note = values.note.trim();
  if (note.length > NOTE_MAX) errors.note = 'tooLong';

  if (Object.keys(errors).length > 0) return { ok: false, intent, errors };
  const update: CartUpdateBody = {
    // A choice alone does not post the text fields: they keep what is saved (and what is being typed).
    ...(intent === 'choose'
      ? {}
      : { client_order_ref: reference || null, note: note || null, suite_name: suiteName || null }),
    ...(deliveryId !== null ? { delivery: { address_id: deliveryId } } : {}),
    ...(invoicingId !== null ? { invoicing: { address_id: invoicingId } } : {}),
  };
  return { ok: true, intent, update, carrierId, ...(pickupSiteId !== null ? { pickupSiteId } : {}) };
}
