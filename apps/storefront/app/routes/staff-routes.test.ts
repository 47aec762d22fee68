import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStorage, type SessionUser } from '../lib/session.server';
import routes from '../routes';

/**
 * Issue 10 §5: the staff workspace is never reachable by a customer. Walks the route table (so a staff page
 * added later is covered without anyone listing it): every /{locale}/staff… route sits in the staff layout, and
 * each loader and action on the way — the layout's and the page's — answers a buyer 404 and a guest the login
 * page, without calling the back office; for a staff account the answer is never cached.
 */
const STAFF_LAYOUT = 'routes/staff-layout.tsx';

interface Found {
  path: string;
  file: string;
  /** The files of the layouts around it, outermost first. */
  parents: string[];
}

function walk(
  entries: readonly RouteConfigEntry[],
  prefix: string,
  parents: string[],
  out: Found[],
): Found[] {
  for (const e of entries) {
    const path = e.path === undefined ? prefix : [prefix, e.path].filter(Boolean).join('/');
    out.push({ path, file: e.file, parents });
    if (e.children) walk(e.children, path, [...parents, e.file], out);
  }
  return out;
}

const all = walk(routes, '', [], []);
const staffPages = all.filter((r) => /^:locale\/staff(\/|$)/.test(r.path) && r.file !== STAFF_LAYOUT);

let server: Server;
let backofficeCalls: string[] = [];
let context: AppLoadContext;

beforeAll(async () => {
  server = createServer((req, res) => {
    backofficeCalls.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
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

async function cookieOf(user: SessionUser): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('token', 'tok-1');
  session.set('user', user);
  return (await sessionStorage.commitSession(session)).split(';')[0]!;
}

const buyer: SessionUser = {
  name: 'Vet',
  login: 'vet@demo.test',
  role: 'veterinary',
  customerName: 'Clinic',
  canOrder: true,
  isStaff: false,
};

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
  headers?: unknown;
  default?: unknown;
}

/** The status a loader or action answered with, thrown or returned (data(), Response, redirect). */
async function statusOf(run: () => unknown): Promise<{ status: number; location: string | null }> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response)
    return { status: outcome.status, location: outcome.headers.get('Location') };
  const init = (outcome as { init?: { status?: number } } | null)?.init;
  return { status: init?.status ?? 200, location: null };
}

const paramsOf = (path: string) => {
  const params: Record<string, string> = { locale: 'fr' };
  for (const m of path.matchAll(/:(\w+)/g)) if (m[1] !== 'locale') params[m[1]!] = '1';
  return params;
};
const urlOf = (path: string) =>
  `http://shop.test/${Object.entries(paramsOf(path)).reduce((p, [k, v]) => p.replace(`:${k}`, v), path)}`;

async function handlersOf(
  found: Found,
): Promise<{ file: string; kind: 'loader' | 'action'; run: Handler }[]> {
  const files = [...found.parents.filter((f) => f === STAFF_LAYOUT), found.file];
  const out: { file: string; kind: 'loader' | 'action'; run: Handler }[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ `../${file}`)) as RouteModule;
    if (mod.loader) out.push({ file, kind: 'loader', run: mod.loader });
    if (mod.action && file === found.file) out.push({ file, kind: 'action', run: mod.action });
  }
  return out;
}

// Importing every staff route module takes a few seconds on a cold transform: more than the default 5 s in CI.
describe('the staff routes', { timeout: 30_000 }, () => {
  it('are found in the route table, each inside the staff layout', () => {
    expect(staffPages.map((r) => r.path)).toContain(':locale/staff');
    expect(staffPages.map((r) => r.path)).toContain(':locale/staff/address_requests/:id');
    for (const r of staffPages) expect(r.parents, r.path).toContain(STAFF_LAYOUT);
  });

  it('each pass their loader cache policy on (private, no-store: the e2e checks the answers)', async () => {
    for (const file of [STAFF_LAYOUT, ...staffPages.map((r) => r.file)]) {
      const mod = (await import(/* @vite-ignore */ `../${file}`)) as RouteModule;
      // A resource route (no component) answers its own Response, headers included: nothing to pass on.
      if (!mod.default) continue;
      expect(typeof mod.headers, file).toBe('function');
    }
  });

  it('answer a buyer 404, and the back office is never asked', async () => {
    const cookie = await cookieOf(buyer);
    backofficeCalls = [];
    for (const r of staffPages) {
      for (const h of await handlersOf(r)) {
        const method = h.kind === 'action' ? 'POST' : 'GET';
        const request = new Request(urlOf(r.path), {
          method,
          headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          ...(method === 'POST' ? { body: 'intent=approve' } : {}),
        });
        const answer = await statusOf(() => h.run({ request, params: paramsOf(r.path), context }));
        expect(answer.status, `${h.kind} of ${h.file} for ${r.path}`).toBe(404);
      }
    }
    expect(backofficeCalls).toEqual([]);
  });

  it('send a guest to the login page and back', async () => {
    for (const r of staffPages) {
      for (const h of await handlersOf(r)) {
        if (h.kind === 'action') continue;
        const answer = await statusOf(() =>
          h.run({ request: new Request(urlOf(r.path)), params: paramsOf(r.path), context }),
        );
        expect(answer.status, `${h.file} for ${r.path}`).toBe(302);
        expect(answer.location).toMatch(/^\/fr\/login\?redirect=%2Ffr%2Fstaff/);
      }
    }
  });
});
