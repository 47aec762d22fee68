import type { FastifyInstance } from 'fastify';

/** One operation of the back office: a method and a path template as Fastify registered it. */
export interface RouteKey {
  method: string;
  path: string;
}

export const routeId = (r: RouteKey): string => `${r.method} ${r.path}`;

/**
 * Every route the back office serves, read from Fastify's own route table (`printRoutes`, the only public view
 * of it once the app is built): a route added anywhere shows up here without anyone listing it. HEAD is left
 * out (Fastify derives it from GET).
 *
 * `printRoutes({ commonPrefix: false })` prints a tree whose nodes hold the rest of the path after their parent
 * and the methods in brackets, e.g. `├── /customer (GET, HEAD)` then `│   └── /sales_person (GET, HEAD)`.
 */
export function listRoutes(app: FastifyInstance): RouteKey[] {
  const prefixes: string[] = [];
  const routes: RouteKey[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    // Each level of the tree is indented by four characters ("│   " or "    ").
    const depth = [...match[1]!].length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
