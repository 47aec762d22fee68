// @vitest-environment happy-dom
/**
 * The listing while a change is on its way: what the buyer ticked shows at once (the state the page computed,
 * no URL parsed in the browser), and a navigation the page did not start (the back button) shows the listing
 * on screen, busy, until the loader answers.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SearchFacets } from '@vetshop/contract';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import { CATALOGUES } from '../../i18n/catalogues.server';
import type { ListingResultView } from './card-view';
import { Listing } from './listing';
import type { ListingQuery } from './listing-query';
import { readListingQuery } from './listing-query.server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const ENGLISH: RootI18nData = { locale: 'en' };
const PATH = '/en/search';

const facet = (value: string, label: string) => ({ value, label, count: 3, selected: false });
const RESULT = {
  total: 3,
  page: 1,
  page_size: 24,
  sort: 'relevance',
  hits: [],
  facets: {
    brand: [facet('4', 'Virbac'), facet('7', 'Zoetis')],
    species: [facet('dog', 'Dog')],
    category: [],
    stock_state: [],
    promotion: [facet('true', 'With a promotion'), facet('false', 'Without')],
  } as Partial<SearchFacets> as SearchFacets,
  corrected_query: null,
} as unknown as ListingResultView;

interface Data {
  query: ListingQuery;
}

function Page() {
  const { query } = useLoaderData() as Data;
  return (
    <Listing
      result={RESULT}
      query={query}
      signedIn
      path={PATH}
      facets={['brand', 'species', 'promotion']}
      emptyText="Nothing"
    />
  );
}

/** The page at `search`, its loader held until `answer()` (the loader reads the URL as the server does). */
async function renderAt(search: string) {
  const waiting: (() => void)[] = [];
  const queryOf = (url: string) =>
    readListingQuery(new URL(url, 'http://shop.test').searchParams, { signedIn: true, locale: 'en' });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [
          {
            id: 'search',
            path: PATH,
            Component: Page,
            loader: async ({ request }) => {
              await new Promise<void>((resolve) => waiting.push(resolve));
              return { query: queryOf(request.url) };
            },
          },
        ],
      },
    ],
    {
      initialEntries: ['/en/search?q=otic', `${PATH}${search}`],
      initialIndex: 1,
      hydrationData: { loaderData: { root: ENGLISH, search: { query: queryOf(`${PATH}${search}`) } } },
    },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('checkbox', { name: /Virbac/ });
  const answer = async () => {
    await act(async () => {
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  return { router, answer };
}

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const results = () => screen.getByRole('region', { name: CATALOGUES.en['listing.results'] });

describe('the listing while its results load', () => {
  it('shows a ticked box at once, goes to the canonical URL, and keeps it once the results arrive', async () => {
    const { router, answer } = await renderAt('?q=otic&brand=7');
    act(() => {
      fireEvent.click(box(/Virbac/));
    });
    expect(router.state.navigation.location?.search).toBe('?q=otic&brand=7&brand=4');
    expect(box(/Virbac/).checked).toBe(true);
    expect(box(/Zoetis/).checked).toBe(true);
    expect(results().getAttribute('aria-busy')).toBe('true');

    await answer();
    expect(router.state.location.search).toBe('?q=otic&brand=7&brand=4');
    expect(box(/Virbac/).checked).toBe(true);
    expect(results().getAttribute('aria-busy')).toBeNull();
  });

  it('unticks the other answer of a yes/no filter: both ticked is no filter', async () => {
    const { router } = await renderAt('?promotion=true');
    act(() => {
      fireEvent.click(box(/Without/));
    });
    expect(router.state.navigation.location?.search).toBe('');
    expect(box(/With a promotion/).checked).toBe(false);
    expect(box(/Without/).checked).toBe(false);
  });

  it('shows the chosen sort at once', async () => {
    const { router } = await renderAt('?brand=4');
    act(() => {
      fireEvent.change(screen.getByLabelText(CATALOGUES.en['sort.label']), {
        target: { value: 'name_desc' },
      });
    });
    expect(router.state.navigation.location?.search).toBe('?brand=4&sort=name_desc');
    expect(screen.getByLabelText<HTMLSelectElement>(CATALOGUES.en['sort.label']).value).toBe('name_desc');
  });

  it('shows the listing on screen, busy, during a navigation it did not start (the back button)', async () => {
    const { router, answer } = await renderAt('?brand=4&brand=7');
    await act(async () => {
      void router.navigate(-1);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(router.state.navigation.location?.search).toBe('?q=otic');
    // The pending URL has no brand: the boxes still say what the results on screen are.
    expect(box(/Virbac/).checked).toBe(true);
    expect(box(/Zoetis/).checked).toBe(true);
    expect(results().getAttribute('aria-busy')).toBe('true');

    await answer();
    expect(box(/Virbac/).checked).toBe(false);
    expect(results().getAttribute('aria-busy')).toBeNull();
  });

  it('does not show its own change once another navigation replaces it', async () => {
    const { router } = await renderAt('?brand=7');
    act(() => {
      fireEvent.click(box(/Virbac/));
    });
    expect(box(/Virbac/).checked).toBe(true);
    await act(async () => {
      void router.navigate(`${PATH}?species=dog`);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(box(/Virbac/).checked).toBe(false);
    expect(box(/Zoetis/).checked).toBe(true);
  });
});
