import { describe, expect, it } from 'vitest';
import { readAtMost } from './body-limit.server';

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

  it('stops reading a body without a length once it passes the limit', async () => {
    const { request, pulled } = chunked(1000, 64 * 1024);
    expect(await readAtMost(request, 1024 * 1024)).toBe('too_large');
    // 1 MB allowed: it gave up after about 17 chunks of 64 KB, not the 64 MB sent.
    expect(pulled()).toBeLessThan(25);
  });
});
