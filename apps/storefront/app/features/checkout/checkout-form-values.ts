import type { Address, Cart, Carrier, PickupPoint } from '@vetshop/contract';
import { isSameAddress } from '@vetshop/domain';
import {
  CHECKOUT_FIELDS,
  type CheckoutErrors,
  type CheckoutFieldName,
  type CheckoutValues,
} from './checkout-fields';
import type { CartRefusal } from '../../lib/backoffice-messages';

/** What the cart page's action answers the checkout form. */
export type CheckoutActionResult =
  | { ok: true; saved: true }
  | { ok: false; errors?: CheckoutErrors; refusal?: CartRefusal; message?: string | null };

export interface CheckoutOptions {
  deliveryAddresses: Address[] | null;
  invoicingAddresses: Address[] | null;
  carriers: Carrier[] | null;
  /** The next name of the buyer's own order series; null when there is none yet. */
  nextSuiteName: string | null;
  /** The back office could not say what the next name is (the spec's "unavailable" message). */
  suiteNameUnavailable: boolean;
  /**
   * The saved carrier's pickup points nearest to the delivery address (decision 039): absent when that carrier has
   * none, null when they could not be read.
   */
  pickups?: PickupPoint[] | null;
  /** What the buyer searched the pickup points for (`?pickup_search=`). */
  pickupSearch?: string;
}

/** What the form shows before the buyer touches it: the cart's saved choices, or sensible defaults. */
export function checkoutDefaults(cart: Cart, options: CheckoutOptions): CheckoutValues {
  const mainDelivery = options.deliveryAddresses?.find((a) => a.main) ?? options.deliveryAddresses?.[0];
  const mainInvoicing = mainInvoicingAddress(options);
  // Separate only when the cart is invoiced to another of the buyer's invoicing addresses (same id = same
  // address, spec doc 1 §5): an address no longer listed is not offered, so the main one is shown instead.
  const saved = cart.invoicing.address;
  const separate =
    mainInvoicing !== undefined &&
    !isSameAddress(saved, mainInvoicing) &&
    (options.invoicingAddresses ?? []).some((a) => isSameAddress(a, saved));
  return {
    delivery_address_id: String(cart.delivery.address?.id ?? mainDelivery?.id ?? ''),
    separate_invoicing: separate ? 'on' : '',
    invoicing_address_id: String((separate ? saved?.id : null) ?? mainInvoicing?.id ?? saved?.id ?? ''),
    carrier_id: String(cart.delivery.selected_carrier?.id ?? ''),
    pickup_site_id: String(cart.delivery.pickup?.id ?? ''),
    client_order_ref: cart.client_order_ref ?? '',
    note: cart.note ?? '',
    suite_name: cart.suite_name ?? options.nextSuiteName ?? '',
  };
}

export function mainInvoicingAddress(options: CheckoutOptions): Address | undefined {
  return options.invoicingAddresses?.find((a) => a.main) ?? options.invoicingAddresses?.[0];
}

/** A different invoicing address can be chosen only when the buyer has more than one (demo customers have one). */
export function offersSeparateInvoicing(options: CheckoutOptions): boolean {
  return (options.invoicingAddresses?.length ?? 0) > 1;
}

/**
 * The values a choice field of the form can take (a select's options, the carriers' radios). A field left
 * out takes any value: a text field, or a choice shown as a hidden input because its options are unavailable.
 */
export type CheckoutChoices = Partial<Record<CheckoutFieldName, readonly string[]>>;

const ids = (items: readonly { id: number }[]): string[] => items.map((item) => String(item.id));

export function checkoutChoices(options: CheckoutOptions): CheckoutChoices {
  const choices: CheckoutChoices = {
    // The invoicing addresses (the select is shown when the buyer has more than one).
    invoicing_address_id: ids(options.invoicingAddresses ?? []),
  };
  if (options.deliveryAddresses && options.deliveryAddresses.length > 0)
    choices.delivery_address_id = ids(options.deliveryAddresses);
  if (options.carriers && options.carriers.length > 0) choices.carrier_id = ids(options.carriers);
  if (options.pickups && options.pickups.length > 0)
    choices.pickup_site_id = options.pickups.flatMap((p) => (p.id === null ? [] : [String(p.id)]));
  return choices;
}

/**
 * The fields a draft kept on the device restores: only into a field that still shows the cart's saved value
 * (`shown`, what the form holds now, may include what the buyer typed before the page came to life), and
 * only a value the field can take. A checkbox is on or off: any other stored value turns it off.
 */
export function restoredValues(
  shown: CheckoutValues,
  defaults: CheckoutValues,
  changes: Partial<CheckoutValues>,
  choices: CheckoutChoices,
): Partial<CheckoutValues> {
  const restored: Partial<CheckoutValues> = {};
  for (const name of CHECKOUT_FIELDS) {
    const stored = changes[name];
    if (stored === undefined || shown[name] !== defaults[name]) continue;
    const value = name === 'separate_invoicing' ? (stored === 'on' ? 'on' : '') : stored;
    const allowed = choices[name];
    if (allowed && !allowed.includes(value)) continue;
    restored[name] = value;
  }
  return restored;
}

/** The fields whose value differs between two states of the form. */
export function differingValues(values: CheckoutValues, reference: CheckoutValues): Partial<CheckoutValues> {
  const differing: Partial<CheckoutValues> = {};
  for (const name of CHECKOUT_FIELDS) if (values[name] !== reference[name]) differing[name] = values[name];
  return differing;
}
