import type { z } from 'zod';
import { cmsApi } from './cms-api';
import { couponsApi } from './coupons-api';
import { cartsApi } from './carts-api';
import { deliveryApi } from './delivery-api';
import { paymentApi } from './payment-api';
import { authApi } from './auth-api';
import { registrationsApi } from './registrations-api';
import { mailApi } from './mail-api';
import { mediaApi } from './media-api';
import { customerApi } from './customer-api';
import { addressesApi } from './addresses-api';
import { settingsApi } from './settings-api';
import { staffApi } from './staff-api';
import { salesApi } from './sales-api';
import { documentsApi } from './documents-api';
import { statisticsApi } from './statistics-api';
import { loyaltyApi } from './loyalty-api';
import { promoSubscriptionsApi } from './promo-subscriptions-api';
import { wishlistsApi } from './wishlists-api';
import { reorderApi } from './reorder-api';
import { leadsApi } from './leads-api';
import { backordersApi } from './backorders-api';
import { quotationsApi } from './quotations-api';
import { catalogueApi } from './catalogue-api';
import { smallAdsApi } from './small-ads-api';

/**
 * The back-office endpoints the storefront calls, by name: method, base, path template and the schemas of the
 * request (path params, query, body) and of the answer. A client typed by this map (apps/storefront's
 * `bo.call('sales.list', …)`) fails the typecheck when a path, a field or a schema changes here or in the
 * schemas it names. Decision record 013 says why it is written by hand against the contract.
 */

import type { ConfigurablePath, EndpointSpec } from './endpoint';
export type { ApiBase, ConfigurablePath, EndpointSpec, ErrorStatus } from './endpoint';

/** Where the back office serves the `search` endpoints: their paths below are relative to it. */
export const SEARCH_API_PREFIX = '/search';

export const api = {
  // ---- sign-in, the session and credentials mode; registrations and their review — see auth-api.ts,
  // registrations-api.ts
  ...authApi,
  ...registrationsApi,

  // ---- the current cart — see carts-api.ts
  ...cartsApi,
  // ---- promotion codes: the current cart's and the staff's list — see coupons-api.ts
  ...couponsApi,
  // ---- pickup points and delivery methods of the current cart — see delivery-api.ts
  ...deliveryApi,
  // ---- the payable, the payment providers and transactions, Mollie's webhook — see payment-api.ts
  ...paymentApi,

  // ---- staff workspace (ERP, issue 10 §5): staff accounts only
  // The mail outbox's staff calls — see mail-api.ts
  ...mailApi,

  // ---- products on order (ERP, issue 9 §3) — see backorders-api.ts
  ...backordersApi,

  // ---- quotations (ERP, issue 10 §1) and the staff's quotation queue — see quotations-api.ts
  ...quotationsApi,

  // ---- the buyer's orders, documents, statistics, loyalty cards, promotion alerts and standard orders — see
  // sales-api.ts, documents-api.ts, statistics-api.ts, loyalty-api.ts, promo-subscriptions-api.ts, wishlists-api.ts
  ...salesApi,
  ...documentsApi,
  ...statisticsApi,
  ...loyaltyApi,
  ...promoSubscriptionsApi,
  ...wishlistsApi,
  // reorder reminders from the buyer's own rhythm — see reorder-api.ts
  ...reorderApi,

  // ---- the customer, its addresses (and the staff's queue of address requests), the reference lists and the
  // staff workspace — see customer-api.ts, addresses-api.ts, settings-api.ts, staff-api.ts
  ...customerApi,
  ...addressesApi,
  ...settingsApi,
  ...staffApi,

  // ---- small ads (ERP, issue 11 §1) and their moderation queue — see small-ads-api.ts
  ...smallAdsApi,
  // ---- catalogue (search API) — see catalogue-api.ts
  ...catalogueApi,

  // ---- content (ERP, issue 11 §2): pages, news, snippets, info banners, advertisements — see cms-api.ts
  ...cmsApi,

  // ---- contact requests and generic forms (ERP, issue 11 §3) — see leads-api.ts
  ...leadsApi,

  // ---- the demo catalogue's pictures and documents — see media-api.ts
  ...mediaApi,
} as const satisfies Record<string, EndpointSpec>;

export type Api = typeof api;
export type EndpointName = keyof Api;

// ---------------------------------------------------------------------------------------------------------------
// Types of a call, inferred from the map

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The `:name` segments of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Keys a caller must give: those whose input cannot be undefined (no default, not optional). */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/**
 * A query as the caller gives it: the values the route will see (the schema's output: numbers, booleans,
 * arrays), required only where the schema has neither a default nor `.optional()`. The schema's input type is
 * no help here: a querystring schema coerces, so its input is `unknown`.
 */
export type QueryInput<S extends z.ZodType> = Simplify<
  { [K in RequiredKeys<z.input<S>> & keyof z.output<S>]: z.output<S>[K] } & {
    [K in Exclude<keyof z.output<S>, RequiredKeys<z.input<S>>>]?: z.output<S>[K];
  }
>;

type ParamsPart<E> = E extends { params: infer S extends z.ZodType }
  ? { params: z.output<S> }
  : { params?: never };
type QueryPart<E> = E extends { query: infer S extends z.ZodType }
  ? Partial<QueryInput<S>> extends QueryInput<S>
    ? { query?: QueryInput<S> }
    : { query: QueryInput<S> }
  : { query?: never };
type BodyPart<E> = E extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : { body?: never };

/** What a call of endpoint N takes: `{ params, query, body }`, each present only where the endpoint has it. */
export type ApiRequest<N extends EndpointName> = Simplify<
  ParamsPart<Api[N]> & QueryPart<Api[N]> & BodyPart<Api[N]>
>;
export type ApiParams<N extends EndpointName> = ApiRequest<N> extends { params: infer P } ? P : never;
export type ApiQuery<N extends EndpointName> = Api[N] extends { query: infer S extends z.ZodType }
  ? QueryInput<S>
  : never;
export type ApiBody<N extends EndpointName> = Api[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** What endpoint N answers (204 → null), typed by its response schema's output. */
export type ApiResponse<N extends EndpointName> = z.output<Api[N]['response']>;
/** The request argument of a call: optional when nothing in it is required. */
export type ApiArgs<N extends EndpointName> =
  Partial<ApiRequest<N>> extends ApiRequest<N> ? [request?: ApiRequest<N>] : [request: ApiRequest<N>];

// A path template and its params schema must name the same params: a renamed segment fails the typecheck here.
type ParamsMatch<E> = E extends { path: infer P extends string; params: infer S extends z.ZodType }
  ? [PathParamNames<P>] extends [keyof z.output<S>]
    ? [keyof z.output<S>] extends [PathParamNames<P>]
      ? true
      : false
    : false
  : E extends { path: infer P extends string }
    ? [PathParamNames<P>] extends [never]
      ? true
      : false
    : false;
type MismatchedParams = { [N in EndpointName]: ParamsMatch<Api[N]> extends true ? never : N }[EndpointName];
const _pathParamsMatch: [MismatchedParams] extends [never] ? true : MismatchedParams = true;

// ---------------------------------------------------------------------------------------------------------------
// Building a request (pure: the storefront's client, tests and benches share it)

type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];

/**
 * `?a=1&b=x%20y` from a query object: arrays as one comma-separated value (`ids=1%2C2`, which every list schema
 * of the contract reads — see `queryList` — and what the storefront has always sent; an empty array is left
 * out), null and undefined left out, keys in the object's order. '' when nothing is left.
 */
export function serializeQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const add = (key: string, value: QueryScalar) => {
    if (value === undefined || value === null) return;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (!Array.isArray(value)) add(key, value as QueryScalar);
    else {
      const items = (value as readonly QueryScalar[]).filter((item) => item !== undefined && item !== null);
      if (items.length > 0) add(key, items.join(','));
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The template with each `:name` replaced by its encoded value; a missing param is a programming error. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`path ${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Path and querystring of a call, relative to the endpoint's base. `configured` holds the deployment's paths
 * of the configurable endpoints (no leading slash needed).
 */
export function requestPath(
  endpoint: EndpointSpec,
  request: { params?: unknown; query?: unknown } | undefined,
  configured: Partial<Record<ConfigurablePath, string>> = {},
): string {
  const own = endpoint.configurablePath ? configured[endpoint.configurablePath] : undefined;
  const path = own
    ? `/${own.replace(/^\/+/, '')}`
    : fillPath(endpoint.path, request?.params as Record<string, unknown> | undefined);
  return `${path}${serializeQuery(request?.query as Record<string, QueryValue> | undefined)}`;
}
