/** Test doubles for the checkout form's component tests: a cart, its options, the form in a data router. */
import type { Address, Cart, Carrier } from '@vetshop/contract';
import { createMemoryRouter, useActionData } from 'react-router';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { CheckoutForm } from './checkout-form';
import type { CheckoutActionResult, CheckoutOptions } from './checkout-form-values';
import type { CheckoutBlockReason } from './checkout-guard';

export const USER_KEY = 'customer-42';
export const CART_UUID = '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f';

export function address(id: number, name: string, overrides: Partial<Address> = {}): Address {
  return {
    id,
    type: 'delivery',
    name,
    street: `Rue ${id}`,
    street2: null,
    zip: '5000',
    city: 'Namur',
    phone: null,
    mobile: null,
    email: null,
    vat: null,
    title: null,
    country: { id: 21, code: 'BE', name: 'Belgique' },
    state: null,
    is_company: true,
    main: false,
    is_dropoff_site: false,
    vet_depot_number: null,
    vet_subscription_number: null,
    ref: null,
    valid: true,
    access: { update: false, delete: false },
    ...overrides,
  };
}

export function carrier(id: number, name: string, price: number): Carrier {
  return {
    id,
    code: name.toLowerCase(),
    name,
    description: null,
    price_applied_to_cart: price,
    with_dropoff_site: false,
  };
}

const DELIVERY = [address(11, 'Clinique du Parc', { main: true }), address(12, 'Cabinet de Wépion')];
const INVOICING = [
  address(21, 'Clinique du Parc SRL', { type: 'invoicing', main: true }),
  address(22, 'Holding Vétérinaire SA', { type: 'invoicing' }),
];
const CARRIERS = [carrier(1, 'Bpost', 8.5), carrier(2, 'Coursier', 0)];

/** A cart with one line and the buyer's saved choices: delivery 11, invoiced to the main address, Bpost. */
export function checkoutCart(overrides: Partial<Cart> = {}): Cart {
  const zero = { total: 0, untaxed: 0, tax: 0, discount_total: 0, total_without_discount: 0 };
  return {
    id: 7,
    uuid: CART_UUID,
    name: 'C000007',
    date: '2026-11-23T09:12:00.000Z',
    state: 'open',
    version: 3,
    lines: [],
    count_articles: 1,
    count_lines: 1,
    amount: zero,
    amount_goods: 0,
    delivery: {
      address: DELIVERY[0] ?? null,
      selected_carrier: CARRIERS[0] ?? null,
      pickup: null,
      fees: { delivery: 0, low_order_fee: 0 },
      low_order_fee: { applies: false, amount: 0, threshold: 150, missing: 0 },
    },
    invoicing: { address: INVOICING[0] ?? null },
    payment_mode: { id: 5, code: 'transfer', name: 'Virement' },
    note: null,
    client_order_ref: 'PO-SAVED',
    suite_name: null,
    addresses_valid: true,
    can_order: true,
    coupon: null,
    year_end_rebate: null,
    ...overrides,
  };
}

export function checkoutOptions(overrides: Partial<CheckoutOptions> = {}): CheckoutOptions {
  return {
    deliveryAddresses: DELIVERY,
    invoicingAddresses: INVOICING,
    carriers: CARRIERS,
    nextSuiteName: 'PARC-0012',
    suiteNameUnavailable: false,
    ...overrides,
  };
}

const FRENCH: RootI18nData = { locale: 'fr' };

/**
 * The form as the cart page shows it: under a root route whose loader data carries the French catalogue (as
 * `useI18n` reads it), its result coming from the route's action like the cart page's.
 */
export function checkoutRouter({
  cart = checkoutCart(),
  options = checkoutOptions(),
  block = null,
  action = () => ({ ok: true, saved: true }),
}: {
  cart?: Cart;
  options?: CheckoutOptions;
  block?: CheckoutBlockReason | null;
  action?: (form: FormData) => CheckoutActionResult;
} = {}) {
  function CartRoute() {
    const result = useActionData<CheckoutActionResult>();
    return <CheckoutForm cart={cart} options={options} userKey={USER_KEY} result={result} block={block} />;
  }
  return createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => FRENCH,
        children: [
          {
            index: true,
            Component: CartRoute,
            action: async ({ request }) => action(await request.formData()),
          },
        ],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: FRENCH } } },
  );
}
