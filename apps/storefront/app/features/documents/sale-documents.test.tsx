// @vitest-environment happy-dom
/**
 * Issue 9 §2: the order page's downloads and "order again". The cart is a real engine (packages/cart) whose
 * back office refuses a product reserved to veterinarians: the order's lines go in ONE sync request, and what
 * is not added is said, never dropped.
 */
import { createCartEngine, memoryStorage, type CartEngine, type SyncResponse } from '@vetshop/cart';
import type { Cart, CartSyncBody, DocumentItem, SaleDetail, SaleLine, SyncReport } from '@vetshop/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { CartContext, EMPTY_CART, type CartContextValue } from '../cart/cart-state';
import { SaleDocuments } from './sale-documents';

const ENGLISH: RootI18nData = { locale: 'en' };
const money = { untaxed: 0, tax: 0, total: 0 };

function saleLine(
  id: number,
  kind: SaleLine['kind'],
  productId: number | null,
  name: string,
  qty: number,
): SaleLine {
  return {
    id,
    kind,
    product_id: productId,
    name,
    sku: null,
    url_key: null,
    options: null,
    qty,
    qty_delivered: qty,
    qty_unavailable: 0,
    qty_canceled: 0,
    unit_price: 10,
    discount: 0,
    net_price: 10,
    amount: money,
    tax_rate: 6,
  };
}

const SALE = {
  id: 42,
  name: 'S2026-000042',
  lines: [
    saleLine(1, 'product', 1, 'Amoxivet', 3),
    saleLine(2, 'product', 7, 'Fiprozen', 2),
    saleLine(3, 'product', null, 'Old bandage', 4),
    saleLine(4, 'free_goods', 1, 'Amoxivet (free)', 1),
    saleLine(5, 'delivery', null, 'Delivery', 1),
  ],
} as unknown as SaleDetail;

const INVOICE: DocumentItem = {
  id: 900,
  name: 'F2026-000042',
  type: 'invoice',
  format: 'pdf',
  res_model: 'sale.order',
  sale_id: 42,
  sale_name: 'S2026-000042',
  sale_channel: 'web',
  document_date: '2026-03-02T10:00:00.000Z',
};

/** A back office that refuses product 7 (veterinarians only) and counts the sync requests. */
function backOffice() {
  const requests: CartSyncBody[] = [];
  return {
    requests,
    async sync(body: CartSyncBody): Promise<SyncResponse> {
      requests.push(body);
      const rejected: SyncReport['rejected'] = [];
      const applied: string[] = [];
      body.transactions.forEach((t, index) => {
        if (t.product_id === 7)
          rejected.push({
            index,
            uuid: t.uuid,
            product_id: 7,
            code: 'product_veterinary_only',
            message: 'Réservé aux vétérinaires.',
          });
        else applied.push(t.uuid);
      });
      const cart = {
        id: 7,
        uuid: '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f',
        version: 1,
        lines: [],
        sync: {
          applied,
          rejected,
          duplicates: [],
          not_deduplicated: [],
          previous_uuid: null,
          previous_order_name: null,
        },
      } as unknown as Cart;
      return { status: 200, cart };
    },
  };
}

function Page({ engine, documents }: { engine: CartEngine; documents: DocumentItem[] | null }) {
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const value: CartContextValue = {
    ...EMPTY_CART,
    ready: true,
    state,
    refusals: state.refusals,
    addMany: (items) => void engine.addMany(items),
    sync: async (o) => void (await engine.sync(o)),
    dismissRefusal: (key) => engine.dismissRefusal(key),
  };
  return (
    <CartContext.Provider value={value}>
      <SaleDocuments sale={SALE} documents={documents} />
    </CartContext.Provider>
  );
}

let engine: CartEngine | null = null;
afterEach(() => {
  engine?.dispose();
  cleanup();
});

function renderPage(transport: ReturnType<typeof backOffice>, documents: DocumentItem[] | null) {
  engine = createCartEngine({ storage: memoryStorage(), transport, userKey: 'u1' });
  const e = engine;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [{ index: true, Component: () => <Page engine={e} documents={documents} /> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

describe('the order page: documents and order again', () => {
  it('links the order confirmation and the order’s other documents to the storefront’s downloads', async () => {
    renderPage(backOffice(), [INVOICE]);
    const confirmation = await screen.findByRole('link', {
      name: 'Download Order confirmation S2026-000042 (PDF)',
    });
    expect(confirmation.getAttribute('href')).toBe('/en/account/sales/42/download');
    const invoice = screen.getByRole('link', { name: 'Download Invoice F2026-000042 (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/en/account/documents/900/download');
  });

  it('keeps the confirmation when the documents could not be read', async () => {
    renderPage(backOffice(), null);
    expect(await screen.findByRole('link', { name: /Order confirmation S2026-000042/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Invoice/ })).toBeNull();
  });

  it('puts the product lines in the cart in ONE sync and says what was not added', async () => {
    const transport = backOffice();
    renderPage(transport, []);
    // Said before anything is sent: the catalogue no longer has this product.
    expect(
      await screen.findByText('Not added: Old bandage — this product is no longer in the catalog.'),
    ).toBeTruthy();
    await act(() => engine!.sync({ force: true })); // the engine's first pull, as on any page
    const before = transport.requests.length;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    });
    expect(transport.requests).toHaveLength(before + 1);
    expect(transport.requests[before]!.transactions.map((t) => [t.product_id, t.qty])).toEqual([
      [1, 3],
      [7, 2],
    ]);
    expect(await screen.findByText(/2 products sent to the cart\./)).toBeTruthy();
    expect(
      screen.getByText('Not added: Fiprozen — this product is for veterinarians only.').getAttribute('role'),
    ).toBe('status');
  });
});
