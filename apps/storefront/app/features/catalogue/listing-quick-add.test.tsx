// @vitest-environment happy-dom
/**
 * Issue 20 §8: a listing's quick add (the product page's form, through the cart engine) and its compact list view.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SearchFacets } from '@vetshop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/catalogues.server';
import type * as CartFeature from '../cart';
import type { ListingResultView, ProductCardView } from './card-view';
import { Listing } from './listing';
import { EMPTY_LISTING, withView, type ListingQuery } from './listing-query';

// The cart engine runs only in a browser: the listing's form must hand it the line, as the product page's does.
const cart = vi.hoisted(() => ({ add: vi.fn() }));
vi.mock('../cart', async (original) => ({
  ...(await original<typeof CartFeature>()),
  useCart: () => ({ add: cart.add, ready: true, lines: [] }),
}));

afterEach(() => {
  cleanup();
  cart.add.mockReset();
});

const PATH = '/en/search';
const price = {
  value: 8.5,
  original_value: 10,
  discount: 15,
  tax_included: false as const,
  indicated_price: 12,
  currency: 'EUR' as const,
};

function card(id: number, name: string, change: Partial<ProductCardView> = {}): ProductCardView {
  return {
    id,
    url_key: `p-${id}`,
    name,
    image: null,
    brand: null,
    active_principle: null,
    stock: 'in_stock',
    flags: { has_promotion: false, is_special: false, order_mode: 'direct', is_mto: false },
    price,
    variant_count: 1,
    quick: { id: id * 10, name, sku: `SKU-${id}`, code: `CNK${id}`, priced: true },
    ...change,
  };
}

const MTO = card(1, 'Custom splint', {
  flags: { has_promotion: false, is_special: false, order_mode: 'direct', is_mto: true },
});
const QUOTATION = card(2, 'Surgery table', {
  flags: { has_promotion: false, is_special: false, order_mode: 'quotation', is_mto: false },
});
const SEVERAL = card(3, 'Dog food', { variant_count: 3, quick: null });
const SIMPLE = card(4, 'Benazon 5 mg');

const RESULT = {
  total: 60,
  page: 1,
  page_size: 24,
  sort: 'relevance',
  hits: [MTO, QUOTATION, SEVERAL, SIMPLE],
  facets: { brand: [{ value: '4', label: 'Virbac', count: 3, selected: false }] } as Partial<SearchFacets>,
  corrected_query: null,
} as unknown as ListingResultView;

const QUERY: ListingQuery = { ...EMPTY_LISTING, q: 'dog', sort: 'name_asc' };

function renderListing(search: string, user: { canOrder: boolean } | null = { canOrder: true }) {
  const root = { locale: 'en' as const, user };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          {
            path: PATH,
            Component: () => (
              <Listing
                result={RESULT}
                query={QUERY}
                signedIn={user !== null}
                path={PATH}
                facets={['brand']}
                emptyText="Nothing"
              />
            ),
          },
        ],
      },
    ],
    { initialEntries: [`${PATH}${search}`], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('a listing card’s quick add', () => {
  it('adds a made-to-order product only once its tick is given, with the quantity typed', async () => {
    renderListing('?q=dog&sort=name_asc');
    const form = await screen.findByRole('form', { name: 'Custom splint' });
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to cart: Custom splint' }));
    expect(cart.add).not.toHaveBeenCalled();
    const tick = within(form).getByRole('checkbox');
    expect(tick.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(tick);
    fireEvent.click(within(form).getByRole('button', { name: 'Add to cart: Custom splint' }));
    expect(cart.add).toHaveBeenCalledWith(
      10,
      3,
      { mto_confirmed: true },
      {
        name: 'Custom splint',
        urlKey: 'p-1',
        sku: 'SKU-1',
        image: null,
      },
    );
  });

  it('offers no quantity field on a quotation-only product, and a link to choose on one with several variants', async () => {
    renderListing('');
    await screen.findByRole('form', { name: 'Benazon 5 mg' });
    expect(within(cardOf('Surgery table')).queryByLabelText('Quantity')).toBeNull();
    expect(within(cardOf('Dog food')).queryByLabelText('Quantity')).toBeNull();
    expect(
      within(cardOf('Dog food')).getByRole('link', { name: 'Choose a pack size' }).getAttribute('href'),
    ).toBe('/en/p/p-3');
  });

  it('offers none to a guest nor to an account that may not order', async () => {
    renderListing('', null);
    await screen.findByRole('article', { name: 'Benazon 5 mg' });
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    cleanup();
    renderListing('', { canOrder: false });
    await screen.findByRole('article', { name: 'Benazon 5 mg' });
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });
});

describe('the list view (view=list)', () => {
  it('shows a table row per product with its code, and keeps view=list in the page, sort and filter links', async () => {
    renderListing('?q=dog&sort=name_asc&view=list');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Product', 'Availability', 'Net price excl. VAT', 'Order']);
    const row = within(table).getByRole('row', { name: /Benazon 5 mg/ });
    expect(within(row).getByText('CNK4')).toBeTruthy();
    await within(row).findByRole('button', { name: 'Add to cart: Benazon 5 mg' });
    expect(screen.queryByRole('article')).toBeNull();

    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe(`${PATH}?q=dog&sort=name_asc&page=2&view=list`);
    const views = screen.getByRole('navigation', { name: 'View' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    expect(within(views).getByRole('link', { name: 'Grid' }).getAttribute('href')).toBe(
      `${PATH}?q=dog&sort=name_asc`,
    );
    // Without JavaScript the filters' form is submitted: it carries the view.
    const hidden = document.querySelector<HTMLInputElement>('form#listing input[name="view"]');
    expect(hidden?.value).toBe('list');
  });

  it('the grid writes no view parameter', () => {
    expect(withView('?q=dog', 'grid')).toBe('?q=dog');
    expect(withView('', 'list')).toBe('?view=list');
    expect(withView('?q=dog', 'list')).toBe('?q=dog&view=list');
  });
});
