import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, createTestApp, login, pickVariants, sync, tx, type TestApp } from './harness';
import { listRoutes, routeId } from './route-table';

/**
 * Issue 8 §5: every operation of the back office × no session and each kind of account, with the status each
 * one must get. Public routes are open to all; customer routes are 401 without a session and 403 for staff
 * (an account without a customer sees no customer data); a record of another customer (the vet's order, the
 * vet's cart) is a 404 for everyone but its owner. A route missing from the table fails the test: a new route
 * must be classified here.
 */
const CALLERS = ['anonymous', 'vet', 'pharma', 'student', 'blocked', 'staff'] as const;
type Caller = (typeof CALLERS)[number];
const LOGINS: Record<Exclude<Caller, 'anonymous'>, string> = {
  vet: 'vet@demo.test',
  pharma: 'pharma@demo.test',
  student: 'student@demo.test',
  blocked: 'blocked@demo.test',
  staff: 'staff@demo.test',
};

interface Fixture {
  /** Session cookie of each signed-in caller ('' for anonymous). */
  cookies: Record<Caller, string>;
  vetSaleId: number;
  /** A line of the vet's products on order that can be cancelled (BACKORDER-E2E in the demo data). */
  vetBackorderLineId: number;
  vetCartUuid: string;
  productUrlKey: string;
  productId: number;
  variantId: number;
  productCode: string;
  categoryUrlKey: string;
  categoryCode: string;
  vetCustomerId: number;
  vetMainDeliveryId: number;
  /** Pending address requests of the vet, one for each staff decision row. */
  addressRequestIds: { approve: number; refuse: number };
  /** The vet's quotations for the matrix, one per row that changes one. */
  vetQuotations: VetQuotations;
  /** The vet's standard orders: one with a line (and the line), a move target, one the vet deletes. */
  vetWishlists: { id: number; lineId: number; targetId: number; deleteId: number };
}

type Expect = Record<Caller, number>;
interface Row {
  /** A well-formed request: only who sends it decides the answer. */
  request: (f: Fixture, caller: Caller) => InjectOptions | Promise<InjectOptions>;
  expect: Expect;
}

const all = (status: number): Expect => Object.fromEntries(CALLERS.map((c) => [c, status])) as Expect;
/** Open to everyone. */
const open = (status = 200): Expect => all(status);
/** Any signed-in account, staff included (its own profile, reference lists). */
const signedIn = (status = 200): Expect => ({ ...all(status), anonymous: 401 });
/** A customer's own data: 401 without a session, 403 for staff (no customer). */
const customer = (status: number, overrides: Partial<Expect> = {}): Expect => ({
  ...all(status),
  anonymous: 401,
  staff: 403,
  ...overrides,
});
/** The staff API: staff accounts only. */
const staffOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, staff: status });
/** A complete address (Belgium is the first country of the reference list). */
const addressPayload = { name: 'Matrix', street: 'Rue 1', zip: '1000', city: 'Bruxelles', country_id: 1 };
/** The vet's own record: any other customer gets a 404, as if it did not exist. */
const vetsOnly = (status: number): Expect => customer(404, { vet: status });

const get =
  (url: string) =>
  (f: Fixture, c: Caller): InjectOptions => ({
    method: 'GET',
    url,
    headers: { cookie: f.cookies[c] },
  });
const post =
  (url: string, payload: (f: Fixture) => object) =>
  (f: Fixture, c: Caller): InjectOptions => ({
    method: 'POST',
    url,
    headers: { cookie: f.cookies[c] },
    payload: payload(f),
  });
const getWith =
  (url: (f: Fixture) => string) =>
  (f: Fixture, c: Caller): InjectOptions =>
    get(url(f))(f, c);

const MATRIX: Record<string, Row> = {
  // ---- framework and documentation
  'GET /health': { request: get('/health'), expect: open() },
  'GET /docs': { request: get('/docs'), expect: open() },
  // swagger-ui sends the index page to /docs.
  'GET /docs/static/index.html': { request: get('/docs/static/index.html'), expect: open(302) },
  'GET /docs/static/swagger-initializer.js': {
    request: get('/docs/static/swagger-initializer.js'),
    expect: open(),
  },
  'GET /docs*': { request: get('/docs/static/swagger-ui.css'), expect: open() },
  'GET /docs/json': { request: get('/docs/json'), expect: open() },
  'GET /docs/yaml': { request: get('/docs/yaml'), expect: open() },

  // ---- auth
  'POST /auth/login': {
    request: post('/auth/login', () => ({ login: 'student@demo.test', password: 'demo1234' })),
    expect: open(),
  },
  'POST /auth/logout': {
    // A session of its own: closing the caller's would sign it out of the rest of the matrix.
    request: async (f, c) => ({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: c === 'anonymous' ? '' : await login(t.app, LOGINS[c]) },
    }),
    expect: open(204),
  },
  'GET /auth/profile': { request: get('/auth/profile'), expect: signedIn() },
  // Identity-provider mode (decision 036) is off in this app: the same 404 for everyone, session or not
  // (oidc-signin.int.test.ts covers it switched on).
  'POST /auth/signin': {
    request: (f, c) => ({
      method: 'POST',
      url: '/auth/signin',
      headers: { cookie: f.cookies[c], authorization: 'Bearer not-a-provider-token' },
    }),
    expect: open(404),
  },
  'POST /auth/signout': {
    request: async (f, c) => ({
      method: 'POST',
      url: '/auth/signout',
      headers: { cookie: c === 'anonymous' ? '' : await login(t.app, LOGINS[c]) },
    }),
    expect: open(200),
  },

  // ---- customer
  'GET /customer': { request: get('/customer'), expect: customer(200) },
  'GET /customer/sales_person': { request: get('/customer/sales_person'), expect: customer(200) },
  'GET /addresses/delivery': { request: get('/addresses/delivery'), expect: customer(200) },
  'GET /addresses/invoicing': { request: get('/addresses/invoicing'), expect: customer(200) },
  'GET /settings': { request: get('/settings'), expect: signedIn() },

  // ---- profile and addresses (issue 9 §4)
  'GET /veterinary_groups': { request: get('/veterinary_groups'), expect: customer(200) },
  'PUT /customer': {
    request: (f, c) => ({
      method: 'PUT',
      url: '/customer',
      headers: { cookie: f.cookies[c] },
      payload: { opt_out: false },
    }),
    expect: customer(200),
  },
  'POST /customer/:id/update': {
    request: (f, c) => post(`/customer/${f.vetCustomerId}/update`, () => ({ optIn: true }))(f, c),
    expect: vetsOnly(200),
  },
  // A wrong current password: any account may change its own password (400 here), closing nobody's session.
  'POST /auth/password': {
    request: post('/auth/password', () => ({ current_password: 'not-the-password', new_password: 'x' })),
    expect: signedIn(400),
  },
  'POST /addresses/:type': {
    request: post('/addresses/delivery', () => addressPayload),
    expect: customer(202),
  },
  'POST /addresses/:type/:id': {
    request: (f, c) => post(`/addresses/delivery/${f.vetMainDeliveryId}`, () => addressPayload)(f, c),
    expect: vetsOnly(202),
  },
  // The vet's main address: the vet is told it cannot be deleted, others that it does not exist.
  'DELETE /addresses/:type/:id': {
    request: (f, c) => ({
      method: 'DELETE',
      url: `/addresses/delivery/${f.vetMainDeliveryId}`,
      headers: { cookie: f.cookies[c] },
    }),
    expect: vetsOnly(409),
  },
  'GET /address_requests': { request: get('/address_requests'), expect: customer(200) },
  'GET /staff/address_requests': { request: get('/staff/address_requests'), expect: staffOnly(200) },
  'GET /staff/address_requests/:id': {
    request: (f, c) => get(`/staff/address_requests/${f.addressRequestIds.refuse}`)(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/summary': { request: get('/staff/summary'), expect: staffOnly(200) },
  'GET /staff/selections': { request: get('/staff/selections?role=student'), expect: staffOnly(200) },
  'POST /staff/address_requests/:id/approve': {
    request: (f, c) =>
      post(`/staff/address_requests/${f.addressRequestIds.approve}/approve`, () => ({}))(f, c),
    expect: staffOnly(200),
  },
  'POST /staff/address_requests/:id/refuse': {
    request: (f, c) =>
      post(`/staff/address_requests/${f.addressRequestIds.refuse}/refuse`, () => ({ reason: 'matrix' }))(
        f,
        c,
      ),
    expect: staffOnly(200),
  },
  // The mail outbox: a failed mail of the matrix's own, which only the staff's resend puts back in the queue.
  'GET /staff/mails': { request: get('/staff/mails?state=failed'), expect: staffOnly(200) },
  'GET /staff/mails/:id': {
    request: async (f, c) => get(`/staff/mails/${await matrixMailId()}`)(f, c),
    expect: staffOnly(200),
  },
  'POST /staff/mails/:id/resend': {
    request: async (f, c) => post(`/staff/mails/${await matrixMailId()}/resend`, () => ({}))(f, c),
    expect: staffOnly(200),
  },

  // ---- carts
  'POST /carts/sync': {
    request: post('/carts/sync', () => ({ uuid: null, transactions: [] })),
    expect: customer(204, { vet: 200 }),
  },
  'POST /v2/cart/sync': {
    request: post('/v2/cart/sync', () => ({ uuid: null, transactions: [] })),
    expect: customer(204, { vet: 200 }),
  },
  'POST /carts/current/update': {
    request: post('/carts/current/update', () => ({ note: 'authorization matrix' })),
    expect: customer(404, { vet: 200 }),
  },
  'GET /carts/current/delivery_carriers': {
    // The carriers and their prices for an empty cart when there is none.
    request: get('/carts/current/delivery_carriers'),
    expect: customer(200),
  },
  'POST /carts/current/set_carrier': {
    request: post('/carts/current/set_carrier', () => ({ carrier_id: 1 })),
    expect: customer(404, { vet: 200 }),
  },
  // An empty code does nothing (spec doc 2 §5): only whose cart it is decides the answer.
  'POST /carts/current/coupon': {
    request: post('/carts/current/coupon', () => ({ code: '' })),
    expect: customer(404, { vet: 200 }),
  },
  'DELETE /carts/current/coupon': {
    request: (f, c) => ({
      method: 'DELETE',
      url: '/carts/current/coupon',
      headers: { cookie: f.cookies[c] },
    }),
    expect: customer(404, { vet: 200 }),
  },
  'GET /staff/coupons': { request: get('/staff/coupons'), expect: staffOnly(200) },
  // Payment (decision 038): the vet's payable is the vet's only; another customer naming it gets a 404. The
  // transaction's return address is refused for the vet (422), so the matrix places no order.
  'GET /carts/current/payable': { request: get('/carts/current/payable'), expect: vetsOnly(200) },
  'GET /payment/methods': {
    request: async (f, c) => get(`/payment/methods?payable=${encodeURIComponent(await vetPayable(f))}`)(f, c),
    expect: vetsOnly(200),
  },
  'POST /payment/transactions': {
    request: async (f, c) => {
      const payable = await vetPayable(f);
      return post('/payment/transactions', () => ({
        payable,
        flow: 'redirect',
        provider_id: 1,
        frontend_redirect_url: 'https://elsewhere.example/cart-validated',
      }))(f, c);
    },
    expect: vetsOnly(422),
  },
  'GET /payment/transactions/:reference': {
    request: get('/payment/transactions/NO-SUCH-PAYMENT'),
    expect: customer(404),
  },
  // Mollie's webhook: anyone may post it (the payment is read back from Mollie); an unknown id changes nothing.
  'POST /payment/providers/mollie/webhook': {
    request: (f, c) => ({
      method: 'POST',
      url: '/payment/providers/mollie/webhook',
      headers: { cookie: f.cookies[c], 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_matrix',
    }),
    expect: open(200),
  },
  'GET /staff/payments': { request: get('/staff/payments'), expect: staffOnly(200) },
  'GET /staff/customers/:ref/payment-methods': {
    request: get('/staff/customers/C000001/payment-methods'),
    expect: staffOnly(200),
  },
  'PUT /staff/customers/:ref/payment-methods': {
    request: (f, c) => ({
      method: 'PUT',
      url: '/staff/customers/C000001/payment-methods',
      headers: { cookie: f.cookies[c] },
      payload: { providers: [] },
    }),
    expect: staffOnly(200),
  },
  'POST /staff/coupons': {
    request: (f, c) =>
      post('/staff/coupons', () => ({ code: `MATRIX-${c.toUpperCase()}`, kind: 'percent', percent: 5 }))(
        f,
        c,
      ),
    expect: staffOnly(201),
  },
  'POST /staff/coupons/:id/end': {
    request: async (f, c) => post(`/staff/coupons/${await matrixCouponId()}/end`, () => ({}))(f, c),
    expect: staffOnly(200),
  },
  // Pickup points (decision 039): the list needs no cart; the vet's cart goes with a carrier without pickup
  // points (set_carrier above), so choosing or giving a point is refused there (422) once access is granted.
  'GET /delivery_pickups': { request: get('/delivery_pickups?carrier_id=3'), expect: customer(200) },
  'POST /carts/current/set_pickup': {
    request: post('/carts/current/set_pickup', () => ({ pickup_site_id: 1 })),
    expect: customer(404, { vet: 422 }),
  },
  'POST /carts/current/set_public_delivery_pickup': {
    request: post('/carts/current/set_public_delivery_pickup', () => ({
      code: 'MATRIX',
      name: 'Matrix',
      street: 'Rue 1',
      zip: '1000',
      city: 'Bruxelles',
    })),
    expect: customer(404, { vet: 422 }),
  },
  'POST /carts/set_delivery_method': {
    request: post('/carts/set_delivery_method', () => ({ method_id: 1 })),
    expect: customer(404, { vet: 200 }),
  },
  'GET /carts/next_suite_name': { request: get('/carts/next_suite_name'), expect: customer(200) },
  // The quick-order pad's lookup (decision 044): blocked gets its reasons (customer_cannot_order), not a refusal.
  'GET /carts/code_lookup': {
    request: get('/carts/code_lookup?codes=MATRIX-UNKNOWN'),
    expect: customer(200),
  },
  'POST /carts/refresh_qty_unavailable': {
    request: post('/carts/refresh_qty_unavailable', (f) => ({ uuid: f.vetCartUuid })),
    expect: vetsOnly(200),
  },
  'POST /carts/confirm': {
    // Another customer naming the vet's cart must not place it; a random uuid names nothing.
    request: async (f, c) =>
      post('/carts/confirm', () => ({ uuid: c === 'vet' ? randomUUID() : f.vetCartUuid }))(f, c),
    expect: customer(404),
  },
  // Multipart, each caller's own cart (blocked: a 200 report whose rows are all skipped).
  'POST /carts/csv': {
    request: async (f, c) => {
      const form = new FormData();
      form.append('file', new Blob([`sku;qty\nMATRIX-UNKNOWN;1\n`]), 'matrix.csv');
      const body = new Request('http://matrix/', { method: 'POST', body: form });
      return {
        method: 'POST',
        url: `/carts/csv?import_uuid=${randomUUID()}`,
        headers: { cookie: f.cookies[c], 'content-type': body.headers.get('content-type')! },
        payload: Buffer.from(await body.arrayBuffer()),
      };
    },
    expect: customer(200),
  },

  // ---- sales
  'GET /sales': { request: get('/sales'), expect: customer(200) },
  'GET /sales/:id': { request: getWith((f) => `/sales/${f.vetSaleId}`), expect: vetsOnly(200) },
  // ---- documents (issue 9 §2): PDFs of the vet's order and invoice
  'GET /documents': { request: get('/documents?type=invoice'), expect: customer(200) },
  'GET /documents/:id/download': {
    request: async (f, c) => get(`/documents/${await vetInvoiceId(f)}/download`)(f, c),
    expect: vetsOnly(200),
  },
  'GET /sales/:id/download': {
    request: getWith((f) => `/sales/${f.vetSaleId}/download`),
    expect: vetsOnly(200),
  },
  'GET /invoice/:id/download': {
    request: async (f, c) => get(`/invoice/${await vetInvoiceId(f)}/download`)(f, c),
    expect: vetsOnly(200),
  },
  'GET /sale_statistics/top_ordered': { request: get('/sale_statistics/top_ordered'), expect: customer(200) },
  'GET /orders': { request: get('/orders?sale_channel=web'), expect: customer(200) },

  // ---- products on order
  'GET /products_on_order': { request: get('/products_on_order'), expect: customer(200) },
  'GET /products_on_order/:id': {
    request: getWith((f) => `/products_on_order/${f.vetBackorderLineId}`),
    expect: vetsOnly(200),
  },
  'POST /products_on_order/cancel/:id': {
    // One unit each time: the vet's line has more in backorder than the matrix cancels.
    request: (f, c) =>
      post(`/products_on_order/cancel/${f.vetBackorderLineId}`, () => ({ quantity: 1 }))(f, c),
    expect: vetsOnly(200),
  },
  'GET /sale_statistics/key_figures': { request: get('/sale_statistics/key_figures'), expect: customer(200) },
  'GET /sale_statistics/monthly_ordered/:year': {
    request: get(`/sale_statistics/monthly_ordered/${new Date().getFullYear()}`),
    expect: customer(200),
  },
  'GET /sale_statistics/five_years': { request: get('/sale_statistics/five_years'), expect: customer(200) },
  // Each customer's own units of the variant (the vet's ordered ones too): zeros for another, never theirs.
  'GET /sale_statistics/monthly_ordered/product/:product_id': {
    request: getWith((f) => `/sale_statistics/monthly_ordered/product/${f.variantId}`),
    expect: customer(200),
  },
  // The demo gives the vet and the pharmacist a card valid today; the student's expired, the blocked has none.
  'GET /loyalty/card/rfa/current': {
    request: get('/loyalty/card/rfa/current'),
    expect: customer(200, { student: 204, blocked: 204 }),
  },
  // Every card valid today; an empty list (200) for the student and the blocked customer.
  'GET /loyalty/cards/current': { request: get('/loyalty/cards/current'), expect: customer(200) },

  // ---- promotion-end alerts: the signed-in user's own subscriptions. POST runs before DELETE for every
  // caller (rows run in this order), so each customer has a subscription to remove.
  'GET /promo_subscriptions': { request: get('/promo_subscriptions'), expect: customer(200) },
  'POST /promo_subscriptions': {
    request: post('/promo_subscriptions', (f) => ({ product_id: f.variantId })),
    expect: customer(200),
  },
  'DELETE /promo_subscriptions/:product_id': {
    request: (f, c) => ({
      method: 'DELETE',
      url: `/promo_subscriptions/${f.variantId}`,
      headers: { cookie: f.cookies[c] },
    }),
    expect: customer(200),
  },

  // ---- reorder reminders (issue 23 §2): the customer's own rhythm and dismissals (idempotent both ways)
  'GET /reorder/due': { request: get('/reorder/due'), expect: customer(200) },
  'POST /reorder/dismissed': {
    request: post('/reorder/dismissed', (f) => ({ product_id: f.variantId })),
    expect: customer(204),
  },
  'DELETE /reorder/dismissed/:product_id': {
    request: (f, c) => ({
      method: 'DELETE',
      url: `/reorder/dismissed/${f.variantId}`,
      headers: { cookie: f.cookies[c] },
    }),
    expect: customer(204),
  },

  // ---- standard orders (wishlists, issue 10 §2): the customer's own lists; the vet's are a 404 for others
  'GET /wishlists': { request: get('/wishlists?page_size=999'), expect: customer(200) },
  'POST /wishlists': {
    request: post('/wishlists', () => ({ name: `Matrix ${randomUUID()}` })),
    expect: customer(201),
  },
  'GET /wishlists/:id': {
    request: getWith((f) => `/wishlists/${f.vetWishlists.id}`),
    expect: vetsOnly(200),
  },
  'POST /wishlists/:id/add_item': {
    request: (f, c) =>
      post(`/wishlists/${f.vetWishlists.id}/add_item`, () => ({ product_id: f.variantId }))(f, c),
    expect: vetsOnly(200),
  },
  'POST /wishlists/:id/add_items': {
    request: (f, c) =>
      post(`/wishlists/${f.vetWishlists.id}/add_items`, () => ({ items: [{ product_id: f.variantId }] }))(
        f,
        c,
      ),
    expect: vetsOnly(200),
  },
  'POST /wishlists/:id/update': {
    request: (f, c) =>
      post(`/wishlists/${f.vetWishlists.id}/update`, () => ({ client_order_ref: 'M' }))(f, c),
    expect: vetsOnly(200),
  },
  'POST /wishlists/:id/move_lines': {
    request: (f, c) =>
      post(`/wishlists/${f.vetWishlists.id}/move_lines`, () => ({
        line_ids: [f.vetWishlists.lineId],
        target_id: f.vetWishlists.targetId,
      }))(f, c),
    expect: vetsOnly(200),
  },
  'DELETE /wishlists/:id': {
    request: (f, c) => ({
      method: 'DELETE',
      url: `/wishlists/${f.vetWishlists.deleteId}`,
      headers: { cookie: f.cookies[c] },
    }),
    expect: vetsOnly(204),
  },

  // ---- quotations (issue 10 §1): the vet's own, one quotation per row that changes one (rows run for every
  // caller in turn: the vet's call is the one that succeeds, every other customer gets a 404)
  'GET /quotations': { request: get('/quotations?page_size=999'), expect: customer(200) },
  'POST /quotations/create': {
    request: post('/quotations/create', () => ({ note: 'matrix' })),
    expect: customer(201),
  },
  'GET /quotations/:id': {
    request: getWith((f) => `/quotations/${f.vetQuotations.draft}`),
    expect: vetsOnly(200),
  },
  'GET /quotations/:id/download': {
    request: getWith((f) => `/quotations/${f.vetQuotations.draft}/download`),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id': {
    request: (f, c) => post(`/quotations/${f.vetQuotations.draft}`, () => ({ note: 'matrix' }))(f, c),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id/update': {
    request: (f, c) => post(`/quotations/${f.vetQuotations.draft}/update`, () => ({ note: 'm' }))(f, c),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id/add_line': {
    request: (f, c) =>
      post(`/quotations/${f.vetQuotations.draft}/add_line`, () => ({
        product_id: f.vetQuotations.newProduct,
      }))(f, c),
    expect: vetsOnly(200),
  },
  'PUT /quotations/:id/update_line': {
    request: (f, c) => ({
      method: 'PUT',
      url: `/quotations/${f.vetQuotations.draft}/update_line`,
      headers: { cookie: f.cookies[c] },
      payload: { line_id: f.vetQuotations.lineId, product_id: f.vetQuotations.lineProduct, quantity: 2 },
    }),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id/delete_line': {
    request: (f, c) =>
      post(`/quotations/${f.vetQuotations.draft}/delete_line`, () => ({ line_id: f.vetQuotations.lineId }))(
        f,
        c,
      ),
    expect: vetsOnly(200),
  },
  'DELETE /quotations/:id': {
    request: (f, c) => ({
      method: 'DELETE',
      url: `/quotations/${f.vetQuotations.toDelete}`,
      headers: { cookie: f.cookies[c] },
    }),
    expect: vetsOnly(204),
  },
  'POST /quotations/:id/request_quotation': {
    request: (f, c) => post(`/quotations/${f.vetQuotations.toRequest}/request_quotation`, () => ({}))(f, c),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id/accept': {
    request: (f, c) => post(`/quotations/${f.vetQuotations.toAccept}/accept`, () => ({}))(f, c),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id/cancel': {
    request: (f, c) => post(`/quotations/${f.vetQuotations.toCancel}/cancel`, () => ({}))(f, c),
    expect: vetsOnly(200),
  },
  'POST /quotations/:id/reset_to_draft': {
    request: (f, c) => post(`/quotations/${f.vetQuotations.toReset}/reset_to_draft`, () => ({}))(f, c),
    expect: vetsOnly(200),
  },
  'GET /staff/quotations': { request: get('/staff/quotations'), expect: staffOnly(200) },
  'GET /staff/quotations/:id': {
    request: getWith((f) => `/staff/quotations/${f.vetQuotations.draft}`),
    expect: staffOnly(200),
  },
  'POST /staff/quotations/:id/prices': {
    request: (f, c) =>
      post(`/staff/quotations/${f.vetQuotations.toPrice.id}/prices`, () => ({
        lines: [{ line_id: f.vetQuotations.toPrice.lineId, unit_price: 12.5, discount: 10 }],
      }))(f, c),
    expect: staffOnly(200),
  },
  'POST /staff/quotations/:id/send': {
    request: (f, c) => post(`/staff/quotations/${f.vetQuotations.toSend}/send`, () => ({}))(f, c),
    expect: staffOnly(200),
  },

  // ---- small ads (issue 11 §1): the vet's own, one ad per row that changes one; a published ad is read by all
  'GET /classified_ads/my_classified_ads': {
    request: get('/classified_ads/my_classified_ads'),
    expect: customer(200),
  },
  'GET /classified_ads/search': { request: get('/classified_ads/search'), expect: customer(200) },
  'POST /classified_ads': {
    request: (f, c) => smallAdMultipart('/classified_ads', f.cookies[c]),
    expect: customer(200),
  },
  'GET /classified_ads/:id': {
    request: async (f, c) => get(`/classified_ads/${(await matrixSmallAds()).draft}`)(f, c),
    expect: vetsOnly(200),
  },
  'GET /classified_ads/:id/file': {
    request: async (f, c) => get(`/classified_ads/${(await matrixSmallAds()).draft}/file`)(f, c),
    expect: vetsOnly(200),
  },
  'POST /classified_ads/:id/update_set_to_draft': {
    request: async (f, c) =>
      smallAdMultipart(`/classified_ads/${(await matrixSmallAds()).draft}/update_set_to_draft`, f.cookies[c]),
    expect: vetsOnly(200),
  },
  'POST /classified_ads/:id/submit': {
    request: async (f, c) =>
      post(`/classified_ads/${(await matrixSmallAds()).toSubmit}/submit`, () => ({}))(f, c),
    expect: vetsOnly(200),
  },
  'DELETE /classified_ads/:id': {
    request: async (f, c) => ({
      method: 'DELETE',
      url: `/classified_ads/${(await matrixSmallAds()).toDelete}`,
      headers: { cookie: f.cookies[c] },
    }),
    expect: vetsOnly(204),
  },
  'GET /staff/small-ads': { request: get('/staff/small-ads'), expect: staffOnly(200) },
  'GET /staff/small-ads/:id': {
    request: async (f, c) => get(`/staff/small-ads/${(await matrixSmallAds()).draft}`)(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/small-ads/:id/file': {
    request: async (f, c) => get(`/staff/small-ads/${(await matrixSmallAds()).draft}/file`)(f, c),
    expect: staffOnly(200),
  },
  'POST /staff/small-ads/:id/publish': {
    request: async (f, c) =>
      post(`/staff/small-ads/${(await matrixSmallAds()).toPublish}/publish`, () => ({}))(f, c),
    expect: staffOnly(200),
  },
  'POST /staff/small-ads/:id/refuse': {
    request: async (f, c) =>
      post(`/staff/small-ads/${(await matrixSmallAds()).toRefuse}/refuse`, () => ({ reason: 'Matrix' }))(
        f,
        c,
      ),
    expect: staffOnly(200),
  },

  // ---- registration and credentials-mode auth (issue 11 §4): public calls (each caller its own client address,
  // under the per-address limits), the staff's review staff only
  'POST /registrations': {
    request: (f, c) => ({
      ...post('/registrations', () => registrationPayload(`matrix-${c}@example.test`))(f, c),
      remoteAddress: callerAddress(c),
    }),
    expect: open(201),
  },
  'POST /auth/register': {
    request: (f, c) => ({
      ...post('/auth/register', () => ({
        name: 'Matrix',
        login: `matrix-${randomUUID()}@example.test`,
        password: 'Matrix-signup-42',
      }))(f, c),
      remoteAddress: callerAddress(c),
    }),
    expect: open(202),
  },
  'POST /auth/validate_email': {
    request: post('/auth/validate_email', () => ({ token: 'not-a-token' })),
    expect: open(400),
  },
  'POST /auth/request_reset_password': {
    request: (f, c) => ({
      ...post('/auth/request_reset_password', () => ({ login: 'nobody@example.test' }))(f, c),
      remoteAddress: callerAddress(c),
    }),
    expect: open(202),
  },
  // The session's own login (every demo login is verified: the same 202, nothing sent).
  'POST /auth/resend_validation': {
    request: post('/auth/resend_validation', () => ({})),
    expect: signedIn(202),
  },
  'POST /auth/set_password': {
    request: post('/auth/set_password', () => ({ token: 'not-a-token', password: 'Matrix-signup-42' })),
    expect: open(400),
  },
  'GET /staff/registrations': { request: get('/staff/registrations'), expect: staffOnly(200) },
  'GET /staff/registrations/:id': {
    request: async (f, c) => get(`/staff/registrations/${(await matrixRegistrations()).approve}`)(f, c),
    expect: staffOnly(200),
  },
  'POST /staff/registrations/:id/approve': {
    request: async (f, c) => {
      const { approve, pricelistId } = await matrixRegistrations();
      return post(`/staff/registrations/${approve}/approve`, () => ({
        role: 'veterinary',
        pricelist_id: pricelistId,
      }))(f, c);
    },
    expect: staffOnly(200),
  },
  'POST /staff/registrations/:id/refuse': {
    request: async (f, c) =>
      post(`/staff/registrations/${(await matrixRegistrations()).refuse}/refuse`, () => ({
        reason: 'Matrix',
      }))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/pricelists': { request: get('/staff/pricelists'), expect: staffOnly(200) },

  // ---- search API: open, prices only for a customer (asserted in search.int.test.ts)
  'GET /search/products': { request: get('/search/products?q=a'), expect: open() },
  'GET /search/autocomplete': { request: get('/search/autocomplete?q=am'), expect: open() },
  'GET /search/products/by-url-key/:urlKey': {
    request: getWith((f) => `/search/products/by-url-key/${encodeURIComponent(f.productUrlKey)}`),
    expect: open(),
  },
  'GET /search/products/by-ids': {
    request: getWith((f) => `/search/products/by-ids?ids=${f.productId}`),
    expect: open(),
  },
  'GET /search/products/by-code': {
    request: get('/search/products/by-code?code=5412345678908'),
    expect: open(),
  },
  'GET /search/variants/by-ids': {
    request: getWith((f) => `/search/variants/by-ids?ids=${f.variantId}`),
    expect: open(),
  },
  'GET /search/categories': { request: get('/search/categories'), expect: open() },
  'GET /search/categories/tree': { request: get('/search/categories/tree'), expect: open() },
  'GET /search/sitemap/products': { request: get('/search/sitemap/products'), expect: open() },
  'GET /search/categories/by-url-key/:urlKey': {
    request: getWith((f) => `/search/categories/by-url-key/${encodeURIComponent(f.categoryUrlKey)}`),
    expect: open(),
  },

  // ---- contact requests and generic forms (issue 11 §3): open to all, the staff's queue staff only
  'GET /lead_subjects': { request: get('/lead_subjects'), expect: open() },
  'POST /leads': {
    request: async (f, c) => {
      const form = new FormData();
      form.append(
        'data',
        JSON.stringify({
          subject: 'other',
          email: 'matrix@example.test',
          name: 'Matrix',
          description: 'Matrix',
        }),
      );
      const body = new Request('http://matrix/', { method: 'POST', body: form });
      return {
        method: 'POST',
        url: '/leads',
        headers: { cookie: f.cookies[c], 'content-type': body.headers.get('content-type')! },
        payload: Buffer.from(await body.arrayBuffer()),
      };
    },
    expect: open(),
  },
  'GET /form': { request: get('/form'), expect: open() },
  'POST /form/:id': {
    request: async (f, c) =>
      post(`/form/${(await matrixLead()).formId}`, () => ({
        values: {
          clinic: 'Matrix',
          contact_email: 'matrix@example.test',
          topic: 'vaccines',
          preferred_date: '2026-12-01',
        },
      }))(f, c),
    expect: open(),
  },
  'GET /staff/leads': { request: get('/staff/leads?handled=all'), expect: staffOnly(200) },
  'GET /staff/leads/:id': {
    request: async (f, c) => get(`/staff/leads/${(await matrixLead()).leadId}`)(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/leads/:id/files/:fileId': {
    request: async (f, c) => {
      const { leadId, fileId } = await matrixLead();
      return get(`/staff/leads/${leadId}/files/${fileId}`)(f, c);
    },
    expect: staffOnly(200),
  },
  'POST /staff/leads/:id/handled': {
    request: async (f, c) => post(`/staff/leads/${(await matrixLead()).leadId}/handled`, () => ({}))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/form_submissions': { request: get('/staff/form_submissions'), expect: staffOnly(200) },

  // ---- media: public pictures and documents
  'GET /media/products/:code/:n/:file': {
    request: getWith((f) => `/media/products/${f.productCode}/0/small.svg`),
    expect: open(),
  },
  'GET /media/:kind/:file': {
    request: getWith((f) => `/media/categories/${f.categoryCode}.svg`),
    expect: open(),
  },

  // ---- content (issue 11 §2): public reads (a file key nobody uploaded: 404 for all) and the staff API (a record
  // id that does not exist: 404 for staff, after the 401/403 of everyone else)
  'GET /cms/content': { request: get('/cms/content?type=page'), expect: open() },
  'GET /cms/banners': { request: get('/cms/banners'), expect: open() },
  'GET /cms/advertisements': { request: get('/cms/advertisements'), expect: open() },
  'GET /cms/files/:key': { request: get('/cms/files/0123456789abcdef0123456789abcdef'), expect: open(404) },
  'GET /staff/cms/pages': { request: get('/staff/cms/pages'), expect: staffOnly(200) },
  'POST /staff/cms/pages': {
    request: (f, c) =>
      post('/staff/cms/pages', () => ({ translations: cmsTexts(c, true), published: false }))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/cms/pages/:id': { request: get('/staff/cms/pages/2147483000'), expect: staffOnly(404) },
  'PUT /staff/cms/pages/:id': {
    request: (f, c) => ({
      ...post('/staff/cms/pages/2147483000', () => ({ translations: cmsTexts(c, true), published: false }))(
        f,
        c,
      ),
      method: 'PUT',
    }),
    expect: staffOnly(404),
  },
  'DELETE /staff/cms/pages/:id': {
    request: (f, c) => ({ ...get('/staff/cms/pages/2147483000')(f, c), method: 'DELETE' }),
    expect: staffOnly(404),
  },
  'GET /staff/cms/news': { request: get('/staff/cms/news'), expect: staffOnly(200) },
  'POST /staff/cms/news': {
    request: (f, c) =>
      post('/staff/cms/news', () => ({
        translations: cmsNewsTexts(c),
        date: '2030-01-01',
        published: false,
      }))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/cms/news/:id': { request: get('/staff/cms/news/2147483000'), expect: staffOnly(404) },
  'PUT /staff/cms/news/:id': {
    request: (f, c) => ({
      ...post('/staff/cms/news/2147483000', () => ({
        translations: cmsNewsTexts(c),
        date: '2030-01-01',
        published: false,
      }))(f, c),
      method: 'PUT',
    }),
    expect: staffOnly(404),
  },
  'DELETE /staff/cms/news/:id': {
    request: (f, c) => ({ ...get('/staff/cms/news/2147483000')(f, c), method: 'DELETE' }),
    expect: staffOnly(404),
  },
  'GET /staff/cms/snippets': { request: get('/staff/cms/snippets'), expect: staffOnly(200) },
  'POST /staff/cms/snippets': {
    request: (f, c) =>
      post('/staff/cms/snippets', () => ({
        code: `matrix_${c}_${randomUUID().slice(0, 8)}`,
        translations: cmsTexts(c, false),
      }))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/cms/snippets/:id': { request: get('/staff/cms/snippets/2147483000'), expect: staffOnly(404) },
  'PUT /staff/cms/snippets/:id': {
    request: (f, c) => ({
      ...post('/staff/cms/snippets/2147483000', () => ({
        code: `matrix_${c}_${randomUUID().slice(0, 8)}`,
        translations: cmsTexts(c, false),
      }))(f, c),
      method: 'PUT',
    }),
    expect: staffOnly(404),
  },
  'DELETE /staff/cms/snippets/:id': {
    request: (f, c) => ({ ...get('/staff/cms/snippets/2147483000')(f, c), method: 'DELETE' }),
    expect: staffOnly(404),
  },
  'GET /staff/cms/banners': { request: get('/staff/cms/banners'), expect: staffOnly(200) },
  'POST /staff/cms/banners': {
    request: (f, c) =>
      post('/staff/cms/banners', () => ({ translations: cmsBannerTexts, published: false }))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/cms/banners/:id': { request: get('/staff/cms/banners/2147483000'), expect: staffOnly(404) },
  'PUT /staff/cms/banners/:id': {
    request: (f, c) => ({
      ...post('/staff/cms/banners/2147483000', () => ({ translations: cmsBannerTexts, published: false }))(
        f,
        c,
      ),
      method: 'PUT',
    }),
    expect: staffOnly(404),
  },
  'DELETE /staff/cms/banners/:id': {
    request: (f, c) => ({ ...get('/staff/cms/banners/2147483000')(f, c), method: 'DELETE' }),
    expect: staffOnly(404),
  },
  'GET /staff/cms/advertisements': { request: get('/staff/cms/advertisements'), expect: staffOnly(200) },
  'POST /staff/cms/advertisements': {
    request: (f, c) =>
      post('/staff/cms/advertisements', () => ({
        name: 'Matrix',
        translations: cmsAdTexts,
        published: false,
      }))(f, c),
    expect: staffOnly(200),
  },
  'GET /staff/cms/advertisements/:id': {
    request: get('/staff/cms/advertisements/2147483000'),
    expect: staffOnly(404),
  },
  'PUT /staff/cms/advertisements/:id': {
    request: (f, c) => ({
      ...post('/staff/cms/advertisements/2147483000', () => ({
        name: 'Matrix',
        translations: cmsAdTexts,
        published: false,
      }))(f, c),
      method: 'PUT',
    }),
    expect: staffOnly(404),
  },
  'DELETE /staff/cms/advertisements/:id': {
    request: (f, c) => ({ ...get('/staff/cms/advertisements/2147483000')(f, c), method: 'DELETE' }),
    expect: staffOnly(404),
  },
  'POST /staff/cms/preview': {
    request: post('/staff/cms/preview', () => ({ html: '<p>x</p>' })),
    expect: staffOnly(200),
  },
  'POST /staff/cms/uploads': {
    request: async (f, c) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0])]),
        'matrix.gif',
      );
      const body = new Request('http://matrix/', { method: 'POST', body: form });
      return {
        method: 'POST',
        url: '/staff/cms/uploads',
        headers: { cookie: f.cookies[c], 'content-type': body.headers.get('content-type')! },
        payload: Buffer.from(await body.arrayBuffer()),
      };
    },
    expect: staffOnly(200),
  },
};

/** Content texts in the three languages (slugs unique per caller and run: each staff create is a new page). */
function cmsTexts(c: Caller, slugs: boolean) {
  const slug = (lang: string) => (slugs ? { slug: `matrix-${c}-${lang}-${randomUUID().slice(0, 8)}` } : {});
  return {
    fr: { title: 'Matrice', content: '<p>x</p>', ...slug('fr') },
    nl: { title: 'Matrix', content: '<p>x</p>', ...slug('nl') },
    en: { title: 'Matrix', content: '<p>x</p>', ...slug('en') },
  };
}
const cmsNewsTexts = (c: Caller) => cmsTexts(c, true);
const cmsBannerTexts = {
  fr: { content: '<p>x</p>' },
  nl: { content: '<p>x</p>' },
  en: { content: '<p>x</p>' },
};
const cmsAdTexts = { fr: { title: 'x' }, nl: { title: 'x' }, en: { title: 'x' } };

let t: TestApp;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  const cookies = { anonymous: '' } as Record<Caller, string>;
  for (const [caller, name] of Object.entries(LOGINS)) cookies[caller as Caller] = await login(t.app, name);

  const sales = await t.app.inject({ method: 'GET', url: '/sales', headers: { cookie: cookies.vet } });
  const [variant] = await pickVariants(t.db, { minStock: 5 });
  const cart = cartOf(await sync(t.app, cookies.vet, null, [tx(variant!.id, 1)]));
  const [product] = await queryRows<{ id: number; code: string; url_key: string }>(
    t.db,
    sql`select p.id, p.code, p.url_key->>'fr' as url_key from products p where p.id = ${variant!.productId}`,
  );
  const [category] = await queryRows<{ code: string; url_key: string }>(
    t.db,
    sql`select code, url_key->>'fr' as url_key from categories where parent_id is null order by id limit 1`,
  );
  const vetCustomer = await t.app.inject({
    method: 'GET',
    url: '/customer',
    headers: { cookie: cookies.vet },
  });
  const askAddress = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/addresses/delivery',
        headers: { cookie: cookies.vet },
        payload: addressPayload,
      })
    ).json<{ id: number }>().id;
  fixture = {
    vetCustomerId: vetCustomer.json<{ data: { id: number } }>().data.id,
    vetMainDeliveryId: vetCustomer.json<{ data: { delivery_address: { id: number } } }>().data
      .delivery_address.id,
    addressRequestIds: { approve: await askAddress(), refuse: await askAddress() },
    vetQuotations: await vetQuotations(t.app, cookies.vet, cookies.staff),
    vetWishlists: await vetWishlists(t.app, cookies.vet),
    cookies,
    vetSaleId: sales.json<{ items: { id: number }[] }>().items[0]!.id,
    vetBackorderLineId: (
      await t.app.inject({
        method: 'GET',
        url: '/products_on_order?restricts[]=backorders&families[]=equipment',
        headers: { cookie: cookies.vet },
      })
    )
      .json<{ items: { order_line_id: number; is_mto: boolean }[] }>()
      .items.find((l) => !l.is_mto)!.order_line_id,
    vetCartUuid: cart.uuid!,
    productUrlKey: product!.url_key,
    productId: product!.id,
    variantId: variant!.id,
    productCode: product!.code,
    categoryUrlKey: category!.url_key,
    categoryCode: category!.code,
  };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('classifies every route of the back office', () => {
    const served = listRoutes(t.app).map(routeId).sort();
    expect(served.length).toBeGreaterThan(30);
    expect(
      served.filter((id) => !(id in MATRIX)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((id) => !served.includes(id)),
      'rows for no route',
    ).toEqual([]);
  });

  // Issue 10 §5: the staff API is never a customer's, whoever adds a /staff/* route later.
  it('keeps every /staff/* route for staff accounts only: 401 without a session, 403 for every buyer', () => {
    const staffRows = Object.entries(MATRIX).filter(([id]) => / \/staff\//.test(id));
    expect(staffRows.length).toBeGreaterThan(3);
    for (const [id, row] of staffRows) expect({ ...row.expect, staff: 0 }, id).toEqual(staffOnly(0));
  });

  it('answers each caller of each route with the status the table gives', async () => {
    const seen: Record<string, Expect> = {};
    const badErrorBodies: string[] = [];
    for (const [id, row] of Object.entries(MATRIX)) {
      seen[id] = {} as Expect;
      for (const caller of CALLERS) {
        const res = await t.app.inject(await row.request(fixture, caller));
        seen[id][caller] = res.statusCode;
        if (res.statusCode >= 400 && !errorBodySchema.safeParse(safeJson(res.body)).success)
          badErrorBodies.push(`${id} as ${caller}: ${res.body.slice(0, 200)}`);
      }
    }
    const expected = Object.fromEntries(Object.entries(MATRIX).map(([id, row]) => [id, row.expect]));
    expect(seen).toEqual(expected);
    expect(badErrorBodies).toEqual([]);
    // Every route × six callers, one after the other: well over the default minute once issue 11's calls joined.
  }, 240_000);
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** A client address per caller: the public calls' per-address limits never count the matrix's callers together. */
const callerAddress = (c: Caller) => `203.0.113.${CALLERS.indexOf(c) + 100}`;

/** A complete professional registration (a vet, Belgium: the first country of the reference list). */
const registrationPayload = (email: string) => ({
  title: 'doctor',
  first_name: 'Matrix',
  last_name: 'Matrix',
  email,
  mobile: '0470 00 00 00',
  company_name: 'Matrix',
  vat: 'BE0202.239.951',
  street: 'Rue 1',
  zip: '1000',
  city: 'Bruxelles',
  country_id: 1,
  function: 'veterinary',
  activities: ['pets'],
  vet_registration_number: 'F0001',
  accept_terms: true,
  accept_data_storage: true,
});

let matrixRegistrationIds: Promise<{ approve: number; refuse: number; pricelistId: number }> | undefined;
/** Two pending registrations of the matrix's own (one per staff decision) and a pricelist to approve with. */
function matrixRegistrations() {
  matrixRegistrationIds ??= (async () => {
    const create = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/registrations',
        payload: registrationPayload(email),
        remoteAddress: '203.0.113.99',
      });
      return res.json<{ id: number }>().id;
    };
    const [pricelist] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from pricelists order by id limit 1`,
    );
    return {
      approve: await create('matrix-approve@example.test'),
      refuse: await create('matrix-refuse@example.test'),
      pricelistId: pricelist!.id,
    };
  })();
  return matrixRegistrationIds;
}

let matrixMail: Promise<number> | undefined;
/** A failed mail in the outbox, made once for the matrix's mail rows. */
let matrixLeadIds: Promise<{ leadId: number; fileId: number; formId: number }> | undefined;
/** A lead of the matrix's own with one PDF (the demo's leads have no file), and the demo's generic form. */
function matrixLead(): Promise<{ leadId: number; fileId: number; formId: number }> {
  matrixLeadIds ??= (async () => {
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        subject: 'other',
        email: 'matrix@example.test',
        name: 'Matrix',
        description: 'Matrix',
      }),
    );
    form.append('files', new Blob(['%PDF-1.4 matrix']), 'matrix.pdf');
    const body = new Request('http://matrix/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/leads',
      headers: { cookie: fixture.cookies.staff, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    const leadId = res.json<{ id: number }>().id;
    const [file] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from lead_files where lead_id = ${leadId}`,
    );
    const [formRow] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from forms where code = 'delegate-visit'`,
    );
    return { leadId, fileId: file!.id, formId: formRow!.id };
  })();
  return matrixLeadIds;
}

/** A small ad's multipart body (valid parameters and a PDF), as the storefront sends it. */
async function smallAdMultipart(url: string, cookie: string): Promise<InjectOptions> {
  const form = new FormData();
  form.append(
    'parameters',
    JSON.stringify({
      name: 'Matrix',
      date_start: '2026-01-01',
      date_end: '2099-12-31',
      category: 'misc',
      country_state_code: 'BBR',
      body: 'Matrix',
      contact: 'Matrix',
      phone: '02 123 45 67',
      email: 'matrix@example.test',
    }),
  );
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4 matrix')]), 'matrix.pdf');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url,
    headers: { cookie, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  };
}

let matrixAds:
  Promise<Record<'draft' | 'toSubmit' | 'toDelete' | 'toPublish' | 'toRefuse', number>> | undefined;
/** The vet's small ads for the matrix: a draft with a PDF, one per row that changes one (two already pending). */
function matrixSmallAds() {
  matrixAds ??= (async () => {
    const cookie = await login(t.app, LOGINS.vet);
    const create = async (submit: boolean) => {
      const ad = (await t.app.inject(await smallAdMultipart('/classified_ads', cookie))).json<{
        id: number;
      }>();
      if (submit)
        await t.app.inject({ method: 'POST', url: `/classified_ads/${ad.id}/submit`, headers: { cookie } });
      return ad.id;
    };
    return {
      draft: await create(false),
      toSubmit: await create(false),
      toDelete: await create(false),
      toPublish: await create(true),
      toRefuse: await create(true),
    };
  })();
  return matrixAds;
}

/** The vet's current cart as a payable, as the vet gets it. */
async function vetPayable(f: Fixture): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/carts/current/payable',
    headers: { cookie: f.cookies.vet },
  });
  return res.json<{ payable: string }>().payable;
}

let matrixCoupon: Promise<number> | undefined;
function matrixCouponId(): Promise<number> {
  matrixCoupon ??= queryRows<{ id: number }>(
    t.db,
    sql`insert into coupons (code, kind, percent_bp) values ('MATRIX-END', 'percent', 500) returning id`,
  ).then((rows) => rows[0]!.id);
  return matrixCoupon;
}

function matrixMailId(): Promise<number> {
  matrixMail ??= queryRows<{ id: number }>(
    t.db,
    sql`insert into mail_outbox (kind, to_address, locale, subject, text_body, html_body, state, attempts)
        values ('matrix', 'matrix@example.test', 'fr', 'Matrix', 'Matrix', '<p>Matrix</p>', 'failed', 5)
        returning id`,
  ).then((rows) => rows[0]!.id);
  return matrixMail;
}

/** The id of one of the vet's invoices (documents list), as the vet sees it. */
async function vetInvoiceId(f: Fixture): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/documents?type=invoice&per_page=1',
    headers: { cookie: f.cookies.vet },
  });
  return res.json<{ items: { id: number }[] }>().items[0]!.id;
}

/** Standard orders of the vet for the matrix, each named uniquely (the golden database is shared by files). */
async function vetWishlists(app: TestApp['app'], cookie: string): Promise<Fixture['vetWishlists']> {
  const [product] = await pickVariants(t.db, { minStock: 1, count: 2 }).then((v) => v.slice(-1));
  const create = async (lines: { product_id: number }[]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/wishlists',
        headers: { cookie },
        payload: { name: `Matrix ${randomUUID()}`, lines },
      })
    ).json<{ id: number }>().id;
  const id = await create([{ product_id: product!.id }]);
  const detail = await app.inject({ method: 'GET', url: `/wishlists/${id}`, headers: { cookie } });
  return {
    id,
    lineId: detail.json<{ lines: { id: number }[] }>().lines[0]!.id,
    targetId: await create([]),
    deleteId: await create([]),
  };
}

interface VetQuotations {
  /** A draft with one line (lineId, of lineProduct); newProduct is not on it. */
  draft: number;
  lineId: number;
  lineProduct: number;
  newProduct: number;
  toDelete: number;
  toRequest: number;
  toCancel: number;
  /** Cancelled. */
  toReset: number;
  /** customer_request, its line not priced yet. */
  toPrice: { id: number; lineId: number };
  /** customer_request, priced. */
  toSend: number;
  /** waiting_acceptation. */
  toAccept: number;
}

/** The vet's quotations for the matrix, one per row that changes one (the staff price and send some). */
async function vetQuotations(
  app: TestApp['app'],
  cookie: string,
  staffCookie: string,
): Promise<VetQuotations> {
  const [a, b] = await pickVariants(t.db, { minStock: 1, count: 2 });
  const call = async (method: 'POST' | 'GET', url: string, payload?: object, asStaff = false) => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie: asStaff ? staffCookie : cookie },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: number; lines: { line_id: number }[] }>();
  };
  const create = () => call('POST', '/quotations/create', { lines: [{ product_id: a!.id }] });
  const requested = async () => {
    const q = await create();
    await call('POST', `/quotations/${q.id}/request_quotation`);
    return q;
  };
  const priced = async () => {
    const q = await requested();
    await call(
      'POST',
      `/staff/quotations/${q.id}/prices`,
      { lines: [{ line_id: q.lines[0]!.line_id, unit_price: 20, discount: 5 }] },
      true,
    );
    return q;
  };
  const draft = await create();
  const toReset = await create();
  await call('POST', `/quotations/${toReset.id}/cancel`);
  const toPrice = await requested();
  const toAccept = await priced();
  await call('POST', `/staff/quotations/${toAccept.id}/send`, undefined, true);
  return {
    draft: draft.id,
    lineId: draft.lines[0]!.line_id,
    lineProduct: a!.id,
    newProduct: b!.id,
    toDelete: (await create()).id,
    toRequest: (await create()).id,
    toCancel: (await create()).id,
    toReset: toReset.id,
    toPrice: { id: toPrice.id, lineId: toPrice.lines[0]!.line_id },
    toSend: (await priced()).id,
    toAccept: toAccept.id,
  };
}
