import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  api,
  fillPath,
  requestPath,
  serializeQuery,
  type ApiArgs,
  type ApiRequest,
  type ApiResponse,
  type EndpointName,
  type PathParamNames,
} from './api';
import type { Cart } from './cart';
import type { SaleDetail, SalesList } from './sales';
import type { ProductSearchResult } from './search';

describe('serializeQuery', () => {
  it('writes arrays as one comma-separated value, leaves out null and undefined, encodes keys and values', () => {
    expect(
      serializeQuery({
        q: 'vaccin chien & chat',
        ids: [1, 2, 3],
        promotion: false,
        special: undefined,
        brand: null,
        'a b': 'é/?',
      }),
    ).toBe('?q=vaccin%20chien%20%26%20chat&ids=1%2C2%2C3&promotion=false&a%20b=%C3%A9%2F%3F');
  });

  it('answers an empty string when nothing is left (no lone question mark)', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery({ ids: [], q: undefined })).toBe('');
  });
});

describe('fillPath', () => {
  it('replaces each :param with its encoded value', () => {
    expect(fillPath('/sales/:id', { id: 42 })).toBe('/sales/42');
    expect(fillPath('/products/by-url-key/:urlKey', { urlKey: 'a b/é?#' })).toBe(
      '/products/by-url-key/a%20b%2F%C3%A9%3F%23',
    );
  });

  it('refuses a missing or empty param instead of calling a wrong path', () => {
    expect(() => fillPath('/sales/:id', {})).toThrow(/:id/);
    expect(() => fillPath('/sales/:id', undefined)).toThrow(/:id/);
    expect(() => fillPath('/products/by-url-key/:urlKey', { urlKey: '' })).toThrow(/:urlKey/);
  });
});

describe('requestPath', () => {
  it('builds path and query of an endpoint from the map', () => {
    expect(requestPath(api['sales.list'], { query: { page_size: 20, page: 3 } })).toBe(
      '/sales?page_size=20&page=3',
    );
    expect(
      requestPath(api['catalogue.productByUrlKey'], {
        params: { urlKey: 'bravecto' },
        query: { locale: 'nl' },
      }),
    ).toBe('/products/by-url-key/bravecto?locale=nl');
    expect(requestPath(api['carts.carriers'], undefined)).toBe('/carts/current/delivery_carriers');
  });

  it('takes the configured path of a configurable endpoint, with or without its leading slash', () => {
    expect(requestPath(api['carts.sync'], {}, { cartSyncPath: 'v2/cart/sync' })).toBe('/v2/cart/sync');
    expect(requestPath(api['carts.sync'], {}, { cartSyncPath: '/v2/cart/sync' })).toBe('/v2/cart/sync');
    // Without a configured path, the back office's own path (it serves both).
    expect(requestPath(api['carts.sync'], {})).toBe('/carts/sync');
  });
});

describe('the endpoint map', () => {
  it('names each endpoint once, with a base and a path starting at the root', () => {
    const keys = new Set<string>();
    for (const [name, endpoint] of Object.entries(api)) {
      expect(endpoint.path, name).toMatch(/^\//);
      expect(['erp', 'search'], name).toContain(endpoint.base);
      keys.add(`${endpoint.base} ${endpoint.method} ${endpoint.path}`);
    }
    expect(keys.size).toBe(Object.keys(api).length);
  });

  it('gives every GET endpoint no body', () => {
    for (const [name, endpoint] of Object.entries(api))
      if (endpoint.method === 'GET') expect('body' in endpoint, name).toBe(false);
  });

  it('accepts, with its own schemas, the requests the storefront sends', () => {
    expect(api['sales.list'].query.parse({ page_size: '20', page: '2' })).toEqual({ page_size: 20, page: 2 });
    expect(api['catalogue.variantsByIds'].query.parse({ ids: ['1', '2'], locale: 'en' })).toEqual({
      ids: [1, 2],
      locale: 'en',
    });
    expect(api['sales.get'].params.parse({ id: '7' })).toEqual({ id: 7 });
  });
});

describe('types inferred from the map', () => {
  it('types answers by the response schema (204 → null)', () => {
    expectTypeOf<ApiResponse<'sales.list'>>().toEqualTypeOf<SalesList>();
    expectTypeOf<ApiResponse<'sales.get'>>().toEqualTypeOf<SaleDetail>();
    expectTypeOf<ApiResponse<'catalogue.search'>>().toEqualTypeOf<ProductSearchResult>();
    expectTypeOf<ApiResponse<'carts.sync'>>().toEqualTypeOf<Cart | null>();
    expectTypeOf<ApiResponse<'auth.logout'>>().toEqualTypeOf<null>();
  });

  it('types requests: params required, queries by their output values, bodies by their input', () => {
    expectTypeOf<ApiRequest<'sales.get'>['params']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<ApiRequest<'sales.list'>>().toEqualTypeOf<{
      query?: { page?: number; page_size?: number };
      params?: never;
      body?: never;
    }>();
    expectTypeOf<NonNullable<ApiRequest<'catalogue.variantsByIds'>['query']>['ids']>().toEqualTypeOf<
      number[] | undefined
    >();
    // The autocomplete text has no default: it must be given.
    expectTypeOf<ApiRequest<'catalogue.autocomplete'>['query']['q']>().toEqualTypeOf<string>();
    expectTypeOf<ApiRequest<'carts.setCarrier'>['body']>().toEqualTypeOf<{ carrier_id: number }>();
  });

  it('makes the request argument optional only when nothing in it is required', () => {
    expectTypeOf<ApiArgs<'carts.carriers'>>().toEqualTypeOf<[request?: ApiRequest<'carts.carriers'>]>();
    expectTypeOf<ApiArgs<'sales.list'>>().toEqualTypeOf<[request?: ApiRequest<'sales.list'>]>();
    expectTypeOf<ApiArgs<'sales.get'>>().toEqualTypeOf<[request: ApiRequest<'sales.get'>]>();
    expectTypeOf<ApiArgs<'carts.confirm'>>().toEqualTypeOf<[request: ApiRequest<'carts.confirm'>]>();
  });

  it('reads path params from a template and rejects unknown endpoint names', () => {
    expectTypeOf<PathParamNames<'/a/:x/b/:y'>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<PathParamNames<'/a/b'>>().toEqualTypeOf<never>();
    expectTypeOf<'sales.list'>().toExtend<EndpointName>();
    expectTypeOf<'sales.lists'>().not.toExtend<EndpointName>();
  });
});
