import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStorage } from '../../lib/session.server';
import { reorderDismissAction } from './dismiss.server';

/**
 * Issue 23 §2: the "due soon" dismiss and undo post, as React Router calls the action, against a fake back office
 * that records what it hears: the right call, then back to the page the form was on (never another site).
 */
let server: Server;
let received: { line: string; body: string }[] = [];
let context: AppLoadContext;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ line: `${req.method} ${req.url}`, body });
      res.writeHead(204);
      res.end();
    });
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
beforeEach(() => {
  received = [];
});

async function cookie(): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('token', 'tok-1');
  session.set('user', {
    name: 'Clinic',
    login: 'clinic@demo.test',
    role: 'veterinary',
    customerName: 'Clinic',
    canOrder: true,
    isStaff: false,
  });
  return (await sessionStorage.commitSession(session)).split(';')[0]!;
}

async function submit(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request('http://shop.test/en/account/reorder/dismissed', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://shop.test',
      Cookie: await cookie(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return await reorderDismissAction({ request, params: { locale: 'en' }, context });
  } catch (thrown) {
    return thrown;
  }
}
const location = (r: unknown) => (r instanceof Response ? r.headers.get('Location') : null);

describe('the due-soon dismiss action', () => {
  it('dismisses, then returns to the page with the product for its undo, at the section', async () => {
    const r = await submit({ product_id: '42', back: '/en/account?top=meds&reorder_dismissed=7' });
    expect(received).toEqual([{ line: 'POST /reorder/dismissed', body: '{"product_id":42}' }]);
    expect(location(r)).toBe('/en/account?top=meds&reorder_dismissed=42#due-soon');
  });

  it('undoes with DELETE and returns without the flag', async () => {
    const r = await submit({ product_id: '42', undo: '1', back: '/en/?reorder_dismissed=42' });
    expect(received.map((x) => x.line)).toEqual(['DELETE /reorder/dismissed/42']);
    expect(location(r)).toBe('/en/#due-soon');
  });

  it('never returns to another site, and a malformed product calls nothing', async () => {
    const r = await submit({ product_id: 'x', back: 'https://evil.example/' });
    expect(received).toEqual([]);
    expect(location(r)).toBe('/en/#due-soon');
  });

  it('refuses a post from another site before the back office hears of it', async () => {
    const r = await submit({ product_id: '42', back: '/en/' }, { Origin: 'https://evil.example' });
    expect(received).toEqual([]);
    expect(r).not.toBeInstanceOf(Response);
    expect((r as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
