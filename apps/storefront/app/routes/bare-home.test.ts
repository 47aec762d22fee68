import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchRoutes, type AppLoadContext, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHomePage } from '../features/catalogue/index.server';
import { loadLocaleLayout } from '../features/shell/index.server';
import { loader as rootLoader } from '../root';
import routes from '../routes';

/**
 * Bare `/` serves the home page (spec doc 1 §2), not a redirect (issue 8 §2): in the same layout as
 * /:locale/, in French or the language of the locale cookie, its canonical link naming /{locale}/.
 */
let server: Server;
let context: AppLoadContext;

beforeAll(async () => {
  // A back office that knows no category: the guest's home needs only the navigation's categories.
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'not_found', message: 'no' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context = {
    config: { env: 'test', erpUrl: base, searchUrl: base, authType: 'credentials', cartSyncPath: 'v2/cart/sync' },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((e) =>
    e.index
      ? { id: e.id ?? e.file, index: true, path: e.path }
      : { id: e.id ?? e.file, path: e.path, children: toRouteObjects(e.children ?? []) },
  );
}

function files(pathname: string): string[] {
  const byId = new Map<string, string>();
  const walk = (entries: readonly RouteConfigEntry[]) =>
    entries.forEach((e) => {
      byId.set(e.id ?? e.file, e.file);
      walk(e.children ?? []);
    });
  walk(routes);
  return (matchRoutes(toRouteObjects(routes), pathname) ?? []).map((m) => byId.get(m.route.id ?? '') ?? '');
}

function get(path: string, cookie?: string): Request {
  return new Request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});
}

interface HomeData {
  seo: { canonical: string; locale: string };
}

async function home(request: Request, params: Record<string, string> = {}) {
  const result = (await loadHomePage({ request, params, context })) as unknown as { data: HomeData };
  return result.data.seo;
}

describe('bare /', () => {
  it('is the home page inside the locale layout (header, footer), as /fr/ is', () => {
    expect(files('/')).toEqual(['routes/locale-layout.tsx', 'routes/home.tsx']);
    expect(files('/fr/')).toEqual(['routes/locale-layout.tsx', 'routes/home.tsx']);
  });

  it('serves the home in French with a canonical link to /fr/ when no language was chosen', async () => {
    expect(await home(get('/'))).toEqual(
      expect.objectContaining({ canonical: 'http://shop.test/fr/', locale: 'fr' }),
    );
    const root = await rootLoader({ request: get('/'), params: {}, context } as never);
    expect(root.locale).toBe('fr');
  });

  it('serves it in the language of the locale cookie, canonical /{locale}/, without rewriting the cookie', async () => {
    const cookie = 'vetshop_locale=nl';
    expect(await home(get('/', cookie))).toEqual(
      expect.objectContaining({ canonical: 'http://shop.test/nl/', locale: 'nl' }),
    );
    const root = await rootLoader({ request: get('/', cookie), params: {}, context } as never);
    expect(root.locale).toBe('nl');
    const layout = (await loadLocaleLayout({ request: get('/'), params: {}, context })) as unknown as {
      init: ResponseInit | null;
    };
    expect(new Headers(layout.init?.headers).get('Set-Cookie')).toBeNull();
  });

  it('still answers 404 for an unknown language and keeps /{locale}/ as it was', async () => {
    await expect(home(get('/xx/'), { locale: 'xx' })).rejects.toMatchObject({ init: { status: 404 } });
    expect(await home(get('/en/', 'vetshop_locale=nl'), { locale: 'en' })).toEqual(
      expect.objectContaining({ canonical: 'http://shop.test/en/', locale: 'en' }),
    );
  });
});
