/** The /media/… proxy (issue 17 §5): only normalised paths under /media/ reach the back office. */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPath, mediaProxy } from '../media-proxy.js';

const ESCAPES = [
  '/media/%2e%2e/docs/json',
  '/media/%2E%2E/docs/json',
  '/media/../docs/json',
  '/media/products/../../docs/json',
  '/media/products/%2e%2e/%2e%2e/docs/json',
  '/media/.%2e/docs/json',
  '/media/..%2fdocs/json',
  '/media/..%2Fdocs%2Fjson',
  '/media/%2e%2e%2fdocs/json',
  '/media/..\\docs/json',
  '/media/..%5cdocs/json',
  '/media/%252e%252e/docs/json',
  '/media/%25252e%25252e/docs/json',
  '/media//docs/json',
  '/media/products/%00/0/small.svg',
  '/media/products/%ZZ/0/small.svg',
  '/media',
  '/media/',
  '//evil.example/media/x.svg',
];

describe('mediaPath', () => {
  it.each(ESCAPES)('refuses %j (it would leave /media/ or is no plain name)', (raw) => {
    expect(mediaPath(raw)).toBeNull();
  });

  it('keeps a picture or document path, with its query', () => {
    expect(mediaPath('/media/products/VS-000001/0/small.svg')).toBe('/media/products/VS-000001/0/small.svg');
    expect(mediaPath('/media/brands/royal-canin.svg?v=2')).toBe('/media/brands/royal-canin.svg?v=2');
    // An encoded character that stays inside its segment (a product code with a space) is passed on as it is.
    expect(mediaPath('/media/products/VS%20001/1/large.svg')).toBe('/media/products/VS%20001/1/large.svg');
  });
});

describe('mediaProxy over HTTP', () => {
  let upstream: Server;
  let shop: Server;
  let shopPort: number;
  const seen: string[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=60' });
      res.end('<svg/>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.get('/media/*path', mediaProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`));
    shop = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    shopPort = (shop.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => shop.close(() => resolve()));
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  /** A GET with the path exactly as written (fetch would normalise it first, as a browser does). */
  function get(path: string): Promise<{ status: number; type: string | undefined; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: shopPort, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers 404 to a path that leaves /media/, and the back office is never asked', async () => {
    const before = seen.length;
    for (const raw of ESCAPES.filter((p) => p.startsWith('/media/'))) {
      // Broken percent-encoding is Express's own 400, before any handler.
      expect((await get(raw)).status, raw).toBe(raw.includes('%ZZ') ? 400 : 404);
    }
    expect(seen.slice(before)).toEqual([]);
  });

  it('passes a picture on with its type and cache policy', async () => {
    const res = await get('/media/products/VS-000001/0/small.svg');
    expect(res).toEqual({ status: 200, type: 'image/svg+xml', body: '<svg/>' });
    expect(seen.at(-1)).toBe('/media/products/VS-000001/0/small.svg');
  });
});
