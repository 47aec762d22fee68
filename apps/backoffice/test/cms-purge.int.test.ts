import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { httpContentChangeNotifier } from '../src/modules/cms';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 11 §2: a content change is announced, after its transaction commits, to each CONTENT_PURGE_URLS address
 * (the storefront's /internal/content-purge) with the bearer token — here a local HTTP server that records the
 * calls. A receiver that is down or slow never fails nor delays the staff member's save.
 */
interface Received {
  auth: string | undefined;
  body: { revision: number; kinds: string[]; paths: string[] };
}

let t: TestApp;
let staff: string;
let receiver: Server;
const received: Received[] = [];
let slow = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) as Received['body'] });
      if (slow) setTimeout(() => res.end('late'), 5_000);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await createTestApp({
    env: {
      // The second address is closed: its failure is only logged.
      CONTENT_PURGE_URLS: `http://127.0.0.1:${port}/internal/content-purge, http://127.0.0.1:1/closed`,
      CONTENT_PURGE_TOKEN: 'purge-test-token',
    },
  });
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function waitForCalls(n: number): Promise<void> {
  const end = Date.now() + 5_000;
  while (received.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

const pageBody = (slug: string) => ({
  translations: {
    fr: { title: 'Livraison', slug: `${slug}-fr` },
    nl: { title: 'Levering', slug: `${slug}-nl` },
    en: { title: 'Delivery', slug: `${slug}-en` },
  },
  published: true,
});

describe('content purge', () => {
  it('POSTs {revision, kinds, paths} with the bearer token after each change', async () => {
    received.length = 0;
    const created = await t.app.inject({
      method: 'POST',
      url: '/staff/cms/pages',
      headers: { cookie: staff },
      payload: pageBody('purge'),
    });
    expect(created.statusCode, created.body).toBe(200);
    await waitForCalls(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.auth).toBe('Bearer purge-test-token');
    expect(received[0]!.body.kinds).toEqual(['pages']);
    expect(received[0]!.body.paths).toEqual(
      expect.arrayContaining(['/fr/page/purge-fr', '/nl/page/purge-nl', '/en/page/purge-en']),
    );

    // Renamed: both the old and the new address are purged; the revision grows.
    const id = created.json<{ id: number }>().id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/staff/cms/pages/${id}`,
      headers: { cookie: staff },
      payload: pageBody('purge-renamed'),
    });
    expect(put.statusCode).toBe(200);
    await waitForCalls(2);
    expect(received[1]!.body.paths).toEqual(
      expect.arrayContaining(['/fr/page/purge-fr', '/fr/page/purge-renamed-fr']),
    );
    expect(received[1]!.body.revision).toBeGreaterThan(received[0]!.body.revision);

    const banner = await t.app.inject({
      method: 'POST',
      url: '/staff/cms/banners',
      headers: { cookie: staff },
      payload: { translations: { fr: { content: 'a' }, nl: { content: 'b' }, en: { content: 'c' } } },
    });
    expect(banner.statusCode).toBe(200);
    await waitForCalls(3);
    expect(received[2]!.body).toMatchObject({ kinds: ['banners'], paths: [] });
  });

  it('answers the save without waiting for a slow receiver', async () => {
    slow = true;
    const before = received.length;
    const started = Date.now();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/staff/cms/pages/${(await t.app.inject({ method: 'POST', url: '/staff/cms/pages', headers: { cookie: staff }, payload: pageBody('slow') })).json<{ id: number }>().id}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(2_000);
    await waitForCalls(before + 2);
    expect(received.length).toBe(before + 2);
    slow = false;
  });

  it('refuses to start with purge URLs and no token, or a URL that is not http(s)', () => {
    expect(() => loadConfig({ CONTENT_PURGE_URLS: 'http://127.0.0.1:3000/internal/content-purge' })).toThrow(
      /CONTENT_PURGE_TOKEN is required/,
    );
    expect(() => loadConfig({ CONTENT_PURGE_URLS: 'ftp://x', CONTENT_PURGE_TOKEN: 't' })).toThrow(
      /not an http/,
    );
    expect(loadConfig({}).contentPurgeUrls).toEqual([]);
  });

  it("logs a failed purge through the app's own logger without throwing (a serializer error took the process down)", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ ctx: t.ctx, logger: { level: 'warn', stream } });
    try {
      const notifier = httpContentChangeNotifier({
        urls: ['http://127.0.0.1:1/closed'],
        token: 'purge-test-token',
        log: logged.log,
      });
      notifier.notify({ kinds: ['pages'], paths: [] });
      await expect(notifier.settled()).resolves.toBeUndefined();
      const line = lines
        .map((l) => JSON.parse(l) as { msg: string; err?: { message?: string } })
        .find((l) => l.msg === 'content purge failed');
      expect(line?.err?.message).toBeTruthy();
    } finally {
      await logged.close();
    }
  });
});
