/** The service worker is plain JS served as is: it cannot import the domain, so its copies are pinned here. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { DEFAULT_LOCALE, LOCALES } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '..', 'public', 'sw.js'), 'utf8');

describe('service worker copies of domain values', () => {
  it("its LOCALES are the domain's", () => {
    const list = /^const LOCALES = (\[[^\]]*\]);$/m.exec(source)?.[1];
    expect(list, 'const LOCALES = [...] in public/sw.js').toBeDefined();
    expect(JSON.parse((list ?? '').replaceAll("'", '"'))).toEqual(LOCALES);
  });

  it("its fallback language is the domain's DEFAULT_LOCALE", () => {
    expect(/LOCALES\.includes\(first\) \? first : '(\w+)'/.exec(source)?.[1]).toBe(DEFAULT_LOCALE);
  });

  it('the pages it keeps when it activates are the ones the app asks it to keep', () => {
    const app = readFileSync(
      join(import.meta.dirname, '..', 'app', 'features', 'shell', 'saved-pages.ts'),
      'utf8',
    );
    const pattern = (text: string) => /const SAVED_PAGES = (\/.*\/);$/m.exec(text)?.[1];
    expect(pattern(source), 'const SAVED_PAGES = /…/; in public/sw.js').toBeDefined();
    expect(pattern(source)).toBe(pattern(app));
  });

  it('keeps the pages open when it activates, before it takes control', () => {
    const activate = /addEventListener\('activate'[\s\S]*?\n\}\);/.exec(source)?.[0] ?? '';
    expect(activate.indexOf('await saveOpenPages()')).toBeGreaterThan(-1);
    expect(activate.indexOf('await saveOpenPages()')).toBeLessThan(activate.indexOf('clients.claim()'));
  });
});

describe('service worker: a page kept for a reload offline', () => {
  /** public/sw.js run in a sandbox: its caches in memory, the network answering `pages` (path → HTML) and any asset. */
  function worker(pages: Record<string, string>) {
    const stores = new Map<string, Map<string, Response>>();
    const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
    const keyOf = (request: string | Request) =>
      new URL(typeof request === 'string' ? request : request.url, origin).pathname;
    const origin = 'https://shop.test';
    const listeners = new Map<string, (event: unknown) => void>();
    const fetched: string[] = [];
    const sandbox = {
      self: {
        location: new URL(origin),
        addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
        clients: { matchAll: async () => [], claim: async () => undefined },
      },
      caches: {
        open: async (name: string) => ({
          match: async (request: string) => store(name).get(keyOf(request))?.clone(),
          put: async (request: string, response: Response) => void store(name).set(keyOf(request), response),
          delete: async (request: string) => store(name).delete(keyOf(request)),
          keys: async () => [...store(name).keys()].map((path) => new Request(origin + path)),
        }),
        match: async (request: string, { cacheName }: { cacheName: string }) =>
          store(cacheName).get(keyOf(request))?.clone(),
        keys: async () => [...stores.keys()],
      },
      fetch: async (request: string) => {
        const path = keyOf(request);
        fetched.push(path);
        const body = pages[path] ?? (path.startsWith('/assets/') ? 'body{}' : null);
        const response = new Response(body, { status: body === null ? 404 : 200 });
        // What a same-origin fetch answers (`new Response` says 'default').
        Object.defineProperty(response, 'type', { value: 'basic' });
        return response;
      },
      URL,
      Request,
      Response,
      Date,
      Set,
      setTimeout,
      clearTimeout,
    };
    runInNewContext(source, sandbox);
    return {
      fetched,
      cached: (name: string) => [...store(name).keys()],
      async message(data: unknown) {
        const pending: Promise<unknown>[] = [];
        listeners.get('message')!({ origin, data, waitUntil: (p: Promise<unknown>) => pending.push(p) });
        await Promise.all(pending);
      },
    };
  }

  it("keeps the stylesheets the page links (each page links its own, not every feature's)", async () => {
    const sw = worker({
      '/fr/cart':
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/shared-a1.css"/>' +
        '<link rel="stylesheet" href="/assets/cart-b2.css"/><link rel="modulepreload" href="/assets/cart-c3.js"/>' +
        '<link rel="icon" href="/favicon.svg"/></head><body><a href="/assets/other-d4.css">x</a></body></html>',
    });
    await sw.message({ type: 'save-page', url: 'https://shop.test/fr/cart', force: true });
    expect(sw.cached('vetshop-pages-v1')).toEqual(['/fr/cart']);
    expect(sw.cached('vetshop-assets-v1').sort()).toEqual(['/assets/cart-b2.css', '/assets/shared-a1.css']);
  });
});
