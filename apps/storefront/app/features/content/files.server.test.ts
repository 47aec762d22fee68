import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStorage, type SessionUser } from '../../lib/session.server';
import { loadContentFile } from './files.server';

/**
 * /cms/files/{key} (decision 019): the shop forwards a staff member's session so the editor's preview shows the
 * images of unpublished content, and keeps the public cache only for what the back office answers as public.
 */
const KEY = '0123456789abcdef0123456789abcdef';
let server: Server;
let origin: string;
let received: IncomingMessage['headers'][] = [];
let answer: { status: number; headers: Record<string, string>; body: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req.headers);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = {
    status: 200,
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
    body: 'png',
  };
});

const context = (): AppLoadContext => ({
  config: {
    env: 'test',
    erpUrl: origin,
    searchUrl: `${origin}/search`,
    authType: 'credentials',
    cartSyncPath: 'x',
  },
});

const user = (isStaff: boolean): SessionUser => ({
  name: 'N',
  login: 'n@demo.test',
  role: isStaff ? null : 'veterinary',
  customerName: null,
  canOrder: !isStaff,
  isStaff,
});

async function cookieOf(isStaff: boolean): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('token', isStaff ? 'staff-token' : 'buyer-token');
  session.set('user', user(isStaff));
  return (await sessionStorage.commitSession(session)).split(';')[0]!;
}

const load = (cookie?: string) =>
  loadContentFile({
    request: new Request(`http://shop.test/cms/files/${KEY}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: { key: KEY },
    context: context(),
  });

describe('loadContentFile', () => {
  it('reads a guest’s file as a guest and keeps the public cache of a public file', async () => {
    const res = await load();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=604800, immutable');
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('forwards a staff session; a file of unpublished content is answered private and never stored', async () => {
    answer.headers['Cache-Control'] = 'private, no-store';
    const res = await load(await cookieOf(true));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(received[0]!.authorization).toBe('Bearer staff-token');
  });

  it('does not forward a buyer’s session (the same answer as a guest’s), and a 404 stays a 404', async () => {
    answer = { status: 404, headers: { 'Content-Type': 'application/json' }, body: '{}' };
    const res = await load(await cookieOf(false));
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(received[0]!.authorization).toBeUndefined();
  });
});
