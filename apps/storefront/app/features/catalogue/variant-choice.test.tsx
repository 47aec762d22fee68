// @vitest-environment happy-dom
/** Issue 20 §7: the product page's variant choice, one control per attribute from the variant aggregation. */
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ProductDetail } from '@vetshop/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/catalogues.server';
import { VariantChoice } from './variant-choice';
import { variantChoices } from './variant-choice-view';

afterEach(cleanup);

// Only what the choice reads: 10 tablets in 5 and 10 mg, 100 tablets in 10 mg only.
const product = {
  url_key: 'zorbamox',
  variant_aggregation: [
    {
      code: 'pack',
      name: 'Pack',
      buckets: [
        { key: '10 tablets', doc_count: 2, variant_ids: [1, 2] },
        { key: '100 tablets', doc_count: 1, variant_ids: [3] },
      ],
    },
    {
      code: 'strength',
      name: 'Strength',
      buckets: [
        { key: '5 mg', doc_count: 1, variant_ids: [1] },
        { key: '10 mg', doc_count: 2, variant_ids: [2, 3] },
      ],
    },
  ],
} as Pick<ProductDetail, 'url_key' | 'variant_aggregation'> as ProductDetail;

function renderChoice(selected: number) {
  const root = { locale: 'en' as const, user: null };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          {
            path: '/en/p/zorbamox',
            Component: () => (
              <VariantChoice
                urlKey={product.url_key}
                controls={variantChoices(product.variant_aggregation, selected)}
              />
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/en/p/zorbamox'], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
}

describe('the variant choice', () => {
  it('names a value unavailable with the chosen ones, and still links it to a variant that has it', () => {
    renderChoice(1);
    const packs = within(screen.getByRole('group', { name: 'Pack' })).getAllByRole('link');
    expect(packs.map((a) => a.textContent)).toEqual([
      '10 tablets',
      '100 tablets (not available with the other choices)',
    ]);
    expect(packs[0]?.getAttribute('aria-current')).toBe('true');
    expect(packs[1]?.getAttribute('href')).toBe('/en/p/zorbamox?variant=3');
    const strengths = within(screen.getByRole('group', { name: 'Strength' })).getAllByRole('link');
    expect(strengths.map((a) => a.getAttribute('href'))).toEqual([
      '/en/p/zorbamox?variant=1',
      '/en/p/zorbamox?variant=2',
    ]);
    expect(strengths.map((a) => a.textContent)).toEqual(['5 mg', '10 mg']);
  });
});
