import { api, errorBodySchema, SEARCH_API_PREFIX, type EndpointSpec } from '@vetshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT_CONFIGURED_PATH } from '../src/plugins/endpoint-route';
import { createTestApp, type TestApp } from './harness';
import { listRoutes, routeId, type RouteKey } from './route-table';

/**
 * Issue 19 §1: the contract is the one endpoint registry. Every route the back office serves is registered from
 * its contract entry (`endpointRoute`, which names the OpenAPI operation after the entry), and every entry is
 * served: a route written beside the contract, or an entry nothing serves, fails here.
 */

/** Routes that are not part of the contract: the service's own health probe and its API documentation. */
const OUTSIDE_CONTRACT = new Set([
  'GET /health',
  'GET /docs',
  'GET /docs*',
  'GET /docs/json',
  'GET /docs/yaml',
]);

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
}
type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The back office's own path of an entry (the search API lives under its prefix). */
const servedPath = (e: EndpointSpec): string => (e.base === 'search' ? SEARCH_API_PREFIX : '') + e.path;
const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let served: RouteKey[];
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await createTestApp();
  served = listRoutes(t.app).filter((r) => !OUTSIDE_CONTRACT.has(routeId(r)) && !r.path.startsWith('/docs/'));
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDoc>();
});
afterAll(() => t.close());

describe('the endpoint registry', () => {
  it('serves every entry of the contract at its method and path', () => {
    const servedIds = new Set(served.map(routeId));
    const missing = Object.entries(api)
      .filter(([, e]) => !servedIds.has(`${e.method} ${servedPath(e)}`))
      .map(([name, e]) => `${name}: ${e.method} ${servedPath(e)}`);
    expect(missing).toEqual([]);
  });

  it('registers every route it serves from a contract entry (operation named after the entry)', () => {
    // An entry with a configurable path (the cart sync) is served at the deployment's path too.
    const configured = (e: EndpointSpec): string[] =>
      e.configurablePath ? [`${e.method} /${t.app.ctx.config[e.configurablePath]}`] : [];
    const routesOf = (e: EndpointSpec): string[] => [`${e.method} ${servedPath(e)}`, ...configured(e)];
    const byRoute = new Map(
      Object.entries(api).flatMap(([name, e]) => routesOf(e).map((route) => [route, name] as const)),
    );
    const notFromContract = served
      .filter((r) => {
        const operation = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
        const name = byRoute.get(routeId(r));
        // Two entries may share a route (an alias keeps the old name): the operation carries one of them.
        const names = Object.entries(api)
          .filter(([, e]) => routesOf(e).includes(routeId(r)))
          .map(([n]) => n);
        const entry = operation?.operationId?.replace(AT_CONFIGURED_PATH, '');
        return name === undefined || entry === undefined || !names.includes(entry);
      })
      .map(routeId);
    expect(notFromContract).toEqual([]);
  });

  it("documents each entry's summary and error statuses, answered with the error body", () => {
    for (const [name, entry] of Object.entries(api) as [string, EndpointSpec][]) {
      const operation = doc.paths[openApiPath(servedPath(entry))]?.[entry.method.toLowerCase()];
      if (operation?.operationId !== name) continue; // checked by the test above
      expect(operation.summary, name).toBe(entry.summary);
      for (const status of [400, 503, ...(entry.errors ?? [])])
        expect(Object.keys(operation.responses ?? {}), name).toContain(String(status));
      expect(Object.keys(operation.responses ?? {}), name).toContain(String(entry.status ?? 200));
    }
    // OpenAPI asks each operation's id to be unique: an entry served at two paths names its second one apart.
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.filter((id, i) => id !== undefined && ids.indexOf(id) !== i)).toEqual([]);
    // The error answer is the contract's one error shape.
    expect(errorBodySchema.shape).toHaveProperty('code');
  });
});
