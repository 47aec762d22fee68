/**
 * Guests' pages kept a few seconds per process (issue 18): only what the app made public, never for a session,
 * never an answer setting a cookie, each copy with this answer's CSP nonce, all dropped by the content purge.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROADCAST } from '../cluster.js';
import { CONTENT_PURGE_TOPIC, createPageCache } from '../page-cache.js';

let clock = 1_000_000;
const cache = createPageCache({ now: () => clock });
let renders = 0;
let nonces = 0;
let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `n${++nonces}`;
    next();
  });
  app.use(compression());
  app.use(cache.middleware);
  app.post('/internal/content-purge', (req, res) => {
    res.status(req.headers.authorization === 'Bearer ok' ? 204 : 401).end();
  });
  // A page that takes a while to render (a category's search under load).
  app.get('/slow/*path', (req, res) => {
    const render = ++renders;
    setTimeout(() => {
      res.setHeader(
        'Cache-Control',
        req.path.endsWith('/private') ? 'private, no-store' : 'public, max-age=60, s-maxage=300',
      );
      res.setHeader('Content-Type', 'text/html');
      res.end(`<p>render ${render} ${req.path}</p>`);
    }, 80);
  });
  app.get('/*path', (req, res) => {
    renders++;
    const nonce = String(res.locals.cspNonce);
    if (req.path === '/private') res.setHeader('Cache-Control', 'private, no-store');
    else res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=300');
    if (req.path === '/sets-cookie') res.append('Set-Cookie', 'vetshop_sf=secret; Path=/; HttpOnly');
    if (req.path === '/sets-locale') res.append('Set-Cookie', 'vetshop_locale=nl; Max-Age=60; Path=/');
    res.setHeader('Content-Type', 'text/html');
    res.write(`<html><script nonce="${nonce}">1</script>`);
    res.end(`<p>render ${renders} ${req.path}</p></html>`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  cache.purge();
  clock += 120_000;
});

const get = async (path: string, cookie?: string) => {
  const res = await fetch(`${base}${path}`, cookie ? { headers: { cookie } } : {});
  return { res, body: await res.text() };
};

describe('the guest page cache', () => {
  it("answers a guest's second request from the copy, with this answer's nonce", async () => {
    const first = await get('/fr/p/x');
    const second = await get('/fr/p/x');
    expect(second.body).toBe(first.body.replace(/nonce="n\d+"/, /nonce="n\d+"/.exec(second.body)![0]));
    expect(second.body).toContain('render');
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(/nonce="(n\d+)"/.exec(second.body)![1]).not.toBe(/nonce="(n\d+)"/.exec(first.body)![1]);
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(second.res.headers.get('content-type')).toContain('text/html');
  });

  it('keeps a copy no longer than its time, and keeps the query and the language cookie apart', async () => {
    const a = await get('/fr/search?q=a');
    expect((await get('/fr/search?q=b')).body).not.toBe(a.body);
    expect((await get('/bare', 'vetshop_locale=nl')).body).not.toBe(
      (await get('/bare', 'vetshop_locale=fr')).body,
    );
    clock += 31_000;
    expect((await get('/fr/search?q=a')).res.headers.get('x-page-cache')).toBeNull();
  });

  it('keeps apart the pages of a guest who has not chosen (cookie banner shown) and of each choice', async () => {
    const unchosen = await get('/fr/p/y');
    const refused = await get('/fr/p/y', 'vetshop_consent=necessary');
    const accepted = await get('/fr/p/y', 'vetshop_locale=fr; vetshop_consent=all');
    expect(
      new Set([unchosen.body, refused.body, accepted.body].map((b) => /render \d+/.exec(b)![0])).size,
    ).toBe(3);
    expect((await get('/fr/p/y', 'vetshop_consent=necessary')).res.headers.get('x-page-cache')).toBe('hit');
  });

  it('never answers a session from a copy, nor keeps a private page or one setting a cookie', async () => {
    await get('/fr/');
    const signedIn = await get('/fr/', 'vetshop_sf=abc; vetshop_locale=fr');
    expect(signedIn.res.headers.get('x-page-cache')).toBeNull();
    for (const path of ['/private', '/sets-cookie']) {
      await get(path);
      expect((await get(path)).res.headers.get('x-page-cache'), path).toBeNull();
    }
  });

  it('keeps a page setting only the language cookie, and replays that cookie with it', async () => {
    await get('/sets-locale');
    const again = await get('/sets-locale');
    expect(again.res.headers.get('x-page-cache')).toBe('hit');
    expect(again.res.headers.get('set-cookie')).toBe('vetshop_locale=nl; Max-Age=60; Path=/');
  });

  it('renders a page once for the guests asking for it at the same moment, and answers them all with it', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/slow/fr/c/dogs')));
    expect(renders - before).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.res.headers.get('x-page-cache') === 'hit')).toHaveLength(4);
    expect(answers.every((a) => a.res.status === 200)).toBe(true);
  });

  it('never gives guests waiting for a page an answer that could not be kept: each gets its own', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/slow/fr/private')));
    expect(renders - before).toBe(3);
    expect(new Set(answers.map((a) => a.body)).size).toBe(3);
    expect(answers.some((a) => a.res.headers.get('x-page-cache') !== null)).toBe(false);
    // Once known as not kept, the next ones do not wait in line either (still one render each).
    const again = await Promise.all(Array.from({ length: 3 }, () => get('/slow/fr/private')));
    expect(renders - before).toBe(6);
    expect(new Set(again.map((a) => a.body)).size).toBe(3);
  });

  it('is dropped by an accepted content purge, not by a refused one', async () => {
    await get('/fr/');
    expect(cache.size()).toBe(1);
    await fetch(`${base}/internal/content-purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer no' },
    });
    expect(cache.size()).toBe(1);
    await fetch(`${base}/internal/content-purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer ok' },
    });
    expect(cache.size()).toBe(0);
  });

  it("listens to the app's own purge broadcast (the topic the purge route relays to the other workers)", () => {
    const route = readFileSync(join(__dirname, '..', 'app/features/content/purge-route.server.ts'), 'utf8');
    expect(route).toContain(`CONTENT_PURGE_TOPIC = '${CONTENT_PURGE_TOPIC}'`);
    expect(BROADCAST).toMatch(/broadcast/);
  });
});
