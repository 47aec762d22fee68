import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT, FORM_BODY_LIMIT, readAtMost, SYNC_BODY_LIMIT } from './body-limit.server';

/** A request whose body arrives in chunks without a Content-Length, as a chunked upload does. */
function chunked(chunks: number, size: number): { request: Request; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
  const request = new Request('http://shop.test/api/order-import', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => sent };
}

describe('readAtMost', () => {
  it('reads a body within the limit whole', async () => {
    const { request } = chunked(3, 1000);
    const body = await readAtMost(request, 5000);
    expect(body).not.toBe('too_large');
    expect((body as Uint8Array).byteLength).toBe(3000);
  });

  it('reads the rest of a body a little over the limit to its end, keeping none of it', async () => {
    const { request, pulled } = chunked(40, 64 * 1024);
    expect(await readAtMost(request, 1024 * 1024)).toBe('too_large');
    expect(pulled()).toBe(40);
  });

  it('stops reading a body without a length once it passes the limit and the drain allowance', async () => {
    const { request, pulled } = chunked(1000, 64 * 1024);
    expect(await readAtMost(request, 1024 * 1024)).toBe('too_large');
    // 1 MB allowed, 16 MB drained: it gave up after about 273 chunks of 64 KB, not the 64 MB sent.
    expect(pulled()).toBeLessThan((1024 * 1024 + DRAIN_LIMIT) / (64 * 1024) + 5);
  });
});

/**
 * Over HTTP, as the storefront's server hands a request to React Router (@react-router/express turns the Node
 * request into a web Request with this same createReadableStreamFromReadable): a body over the limit is answered
 * 413 — the client reads the answer, its connection is not reset (issue 17 §5).
 */
describe('readAtMost over HTTP', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const limit = Number(req.headers['x-limit']);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
      } as RequestInit);
      void readAtMost(request, limit).then((body) => {
        res.writeHead(body === 'too_large' ? 413 : 200, { 'Content-Type': 'text/plain' });
        res.end(body === 'too_large' ? 'too large' : String(body.byteLength));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `size` bytes in 64 KB writes (with a Content-Length, as curl and browsers do); the status, or the error. */
  function send(size: number, limit: number): Promise<number | string> {
    return new Promise((resolve) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/cart/sync',
          headers: { 'Content-Length': size, 'Content-Type': 'application/json', 'X-Limit': limit },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const write = () => {
        while (sent < size) {
          const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
  }

  it('answers 413 to a 6 MB cart sync and to a 2 MB form', async () => {
    expect(await send(6 * 1024 * 1024, SYNC_BODY_LIMIT)).toBe(413);
    expect(await send(2 * 1024 * 1024, FORM_BODY_LIMIT)).toBe(413);
  });

  it('still reads a body within the limit', async () => {
    expect(await send(512 * 1024, FORM_BODY_LIMIT)).toBe(200);
  });
});
