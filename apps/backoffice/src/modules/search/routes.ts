import { localeSchema, type Locale, type ProductSearchQuery } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import type { Caller } from '@vetshop/search';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { endpointRoute } from '../../plugins/endpoint-route';
import { customerContext, getSession, requireStaff } from '../../plugins/request-context';
import { getVetGroups } from '../customer';
import { productByCode } from './by-code';
import { selectionOf } from './repository';
import { sitemapProducts } from './sitemap-products';

/** The OpenAPI document's group of these routes (the entries are named `catalogue.*`). */
const tags = ['search'];

/** The locale asked in the query string, else the Accept-Language one. */
function askedLocale(request: FastifyRequest): Locale {
  const raw = new URLSearchParams(request.url.split('?')[1] ?? '').get('locale');
  return localeSchema.safeParse(raw).success ? (raw as Locale) : request.locale;
}

/**
 * Who is searching: a signed-in customer gets their role's prices and visibility; a guest (or a staff
 * account, which buys nothing) gets no prices. Guest answers are the same for everyone and cacheable.
 */
async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  const session = await getSession(request);
  const role = (session?.customer?.role as Role | undefined) ?? null;
  void reply.header('Vary', 'Cookie, Authorization, Accept-Language');
  void reply.header('Cache-Control', role ? 'private, no-store' : 'public, max-age=60');
  return { role, locale: askedLocale(request) };
}

/**
 * The searcher of a product search: a search page's scope is resolved from the session, never from the query
 * (the `vet_groups` scope lists the caller's own visible groups, read only when asked for).
 */
async function searcher(request: FastifyRequest, reply: FastifyReply, query: ProductSearchQuery) {
  const who = await caller(request, reply);
  if (query.scope !== 'vet_groups') return who;
  const session = await getSession(request);
  const customer = session ? customerContext(session, who.locale) : null;
  if (!customer) return { ...who, vetGroupIds: [] };
  const { data } = await getVetGroups(request.server.ctx, customer);
  return { ...who, vetGroupIds: data.map((g) => g.id) };
}

/** The catalogue's search API (catalogue-api.ts), served under SEARCH_API_PREFIX. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const engine = () => app.ctx.search;

  endpointRoute(
    app,
    'catalogue.search',
    async (request, reply) => {
      const who = await searcher(request, reply, request.query);
      return engine().searchProducts({ ...request.query, locale: who.locale }, who);
    },
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.autocomplete',
    async (request, reply) => {
      const who = await caller(request, reply);
      return engine().autocomplete({ q: request.query.q, size: request.query.size }, who);
    },
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.productByUrlKey',
    async (request, reply) => {
      const found = await engine().productByUrlKey(request.params.urlKey, await caller(request, reply));
      if (!found) throw notFound();
      return found;
    },
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.productByCode',
    async (request, reply) => productByCode(app.ctx, request.query.code, await caller(request, reply)),
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.productsByIds',
    async (request, reply) => ({
      items: await engine().productsByIds(request.query.ids, await caller(request, reply)),
    }),
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.variantsByIds',
    async (request, reply) => ({
      items: await engine().variantsByIds(request.query.ids, await caller(request, reply)),
    }),
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.categories',
    async (request, reply) => ({ items: await engine().firstLevelCategories(await caller(request, reply)) }),
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.categoryTree',
    async (request, reply) => ({ items: await engine().categoryTree(await caller(request, reply)) }),
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.categoryByUrlKey',
    async (request, reply) => {
      const found = await engine().categoryByUrlKey(request.params.urlKey, await caller(request, reply));
      if (!found) throw notFound();
      return found;
    },
    { tags },
  );

  endpointRoute(
    app,
    'catalogue.sitemapProducts',
    async (request, reply) => {
      // The same for everyone (no role, no prices): cacheable, whoever asks.
      void reply.header('Cache-Control', 'public, max-age=300');
      return sitemapProducts(app.ctx.db, request.query);
    },
    { tags },
  );
};

/** The staff's view of the provider's selections (staff-api.ts): what each role's buyers find on /selection. */
export const staffSelectionRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'staff.selection', async (request) => {
    await requireStaff(request);
    const { role } = request.query;
    return { role, items: await selectionOf(app.ctx.db, role, request.locale) };
  });
};
