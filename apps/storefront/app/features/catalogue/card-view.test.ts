import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductHit, ProductSearchResult, VariantLookup } from '@vetshop/contract';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchPage } from '../search/index.server';
import { cardPurchase, productCardView, topOrderedCardView } from './card-view';

/** Loaders hand the browser what the cards render (issue 18 §3), not the back office's whole hits. */
const picture = (size: string) => ({ src: `/media/p/1-${size}.webp`, alt: 'Box of 10', tag: null });
const images = {
  small: picture('s'),
  medium: picture('m'),
  large: picture('l'),
  xlarge: picture('xl'),
  sequence: 1,
};
const price = {
  value: 8.5,
  original_value: 10,
  discount: 15,
  tax_included: false as const,
  indicated_price: 12,
  currency: 'EUR' as const,
};
const flags = {
  veterinary_only: false,
  is_mto: false,
  is_narcotic_vet: false,
  order_mode: 'direct' as const,
  is_special: true,
  has_promotion: false,
};
const variant = {
  id: 11,
  sku: 'SKU-11',
  barcode: '5400000000011',
  cnk_code: '1234567',
  name: 'Dog food 10 kg',
  variant_label: '10 kg',
  variant_attributes: [{ code: 'weight', name: 'Weight', value: '10 kg' }],
  main: true,
  stock: { state: 'in_stock', display: 'in_stock' },
  price,
  promotion: null,
  is_special: true,
} as unknown as VariantLookup;
const hit = {
  id: 1,
  url_key: 'dog-food-1',
  name: 'Dog food',
  short_name: 'Food',
  brand: { id: 3, name: 'Acme', image_url: '/media/b/3.svg' },
  image: images,
  species: [{ code: 'dog', label: 'Dog' }],
  active_principle: null,
  categories: [{ id: 2, name: 'Food', url_key: 'food-2', level: 0 }],
  flags,
  stock: { state: 'in_stock', display: 'in_stock' },
  price,
  variant_count: 2,
  variants: [variant, { ...variant, id: 12 }],
} as unknown as ProductHit;

describe('productCardView', () => {
  it('keeps what a card shows: name, link, srcset, brand, badges, price, variant count', () => {
    expect(productCardView(hit)).toEqual({
      id: 1,
      url_key: 'dog-food-1',
      name: 'Dog food',
      image: { small: '/media/p/1-s.webp', medium: '/media/p/1-m.webp', large: '/media/p/1-l.webp' },
      brand: 'Acme',
      active_principle: null,
      stock: 'in_stock',
      flags: { has_promotion: false, is_special: true, order_mode: 'direct', is_mto: false },
      price,
      variant_count: 2,
      // Two variants: the card shows a "from" price, the quick add cannot guess which one the buyer wants.
      quick: null,
    });
  });

  it('keeps the one variant a single-variant card adds, coded by its CNK (else its SKU)', () => {
    const single = { ...hit, variant_count: 1, variants: [variant] } as unknown as ProductHit;
    expect(productCardView(single).quick).toEqual({
      id: 11,
      name: 'Dog food 10 kg',
      sku: 'SKU-11',
      code: '1234567',
      priced: true,
    });
    const noCnk = { ...single, variants: [{ ...variant, cnk_code: null }] } as unknown as ProductHit;
    expect(productCardView(noCnk).quick?.code).toBe('SKU-11');
  });
});

describe('cardPurchase: what a listing card offers (issue 20 §8)', () => {
  const single = productCardView({ ...hit, variant_count: 1, variants: [variant] } as unknown as ProductHit);
  const vet = { signedIn: true, canOrder: true };

  it('the add form for a signed-in buyer who may order a direct-sale product with one variant', () => {
    expect(cardPurchase(single, vet)).toEqual({ kind: 'add', variant: single.quick });
  });

  it('nothing for a guest, an account that may not order, a quotation-only or an unpriced product', () => {
    expect(cardPurchase(single, { signedIn: false, canOrder: false })).toEqual({ kind: 'none' });
    expect(cardPurchase(single, { signedIn: true, canOrder: false })).toEqual({ kind: 'none' });
    const quotation = { ...single, flags: { ...single.flags, order_mode: 'quotation' as const } };
    expect(cardPurchase(quotation, vet)).toEqual({ kind: 'none' });
    expect(cardPurchase({ ...single, price: null }, vet)).toEqual({ kind: 'none' });
  });

  it('a link to choose a variant when the product has several', () => {
    expect(cardPurchase(productCardView(hit), vet)).toEqual({ kind: 'choose' });
  });
});

describe('topOrderedCardView', () => {
  it("keeps the card's fields and the cart line's, not the variant's codes, attributes nor the product's brand", () => {
    const lookup = {
      ...variant,
      product: { id: 1, url_key: 'dog-food-1', name: 'Dog food', image: images, brand: hit.brand, flags },
    } as VariantLookup;
    expect(topOrderedCardView(lookup)).toEqual({
      id: 11,
      name: 'Dog food 10 kg',
      url_key: 'dog-food-1',
      image: '/media/p/1-m.webp',
      stock: 'in_stock',
      flags: { is_mto: false, order_mode: 'direct' },
      price,
      info: {
        name: 'Dog food 10 kg',
        urlKey: 'dog-food-1',
        sku: 'SKU-11',
        image: { src: '/media/p/1-s.webp', alt: 'Box of 10' },
      },
    });
  });
});

describe('the search page loader', () => {
  let server: Server;
  let context: AppLoadContext;
  const answer: ProductSearchResult = {
    total: 1,
    page: 1,
    page_size: 24,
    sort: 'relevance',
    hits: [hit],
    facets: { brand: [], species: [], category: [], stock_state: [] },
    corrected_query: null,
    exact_match: null,
  } as unknown as ProductSearchResult;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    context = {
      config: {
        env: 'test',
        erpUrl: base,
        searchUrl: base,
        authType: 'credentials',
        cartSyncPath: 'v2/cart/sync',
      },
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the hits as cards: no inner variants, categories, species nor alt texts reach the browser', async () => {
    const result = (await loadSearchPage({
      request: new Request('http://shop.test/en/search?q=dog'),
      params: { locale: 'en' },
      context,
    })) as unknown as { data: { result: { hits: unknown[]; total: number } } };
    expect(result.data.result.total).toBe(1);
    expect(result.data.result.hits).toEqual([productCardView(hit)]);
    const sent = JSON.stringify(result.data.result);
    for (const left of ['SKU-11', '5400000000011', 'Box of 10', 'food-2', '"Dog"', 'xl.webp'])
      expect(sent).not.toContain(left);
  });
});
