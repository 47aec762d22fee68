import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Mollie's documented payments API on loopback (decision 038), for the back office's
 * tests and the e2e journeys: POST /v2/payments, GET /v2/payments/{id} (Bearer key required), a hosted checkout
 * page where the buyer clicks "Paid" or "Cancel" as in Mollie's test mode, after which the webhook is posted
 * (form body id=tr_…) and the buyer is sent to the redirectUrl. Nothing here is shop code.
 */
export interface FakeMolliePayment {
  id: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  method: string | null;
  metadata: unknown;
}

export interface MollieServer {
  url: string;
  apiKey: string;
  payments: Map<string, FakeMolliePayment>;
  /** Sets a payment's status (as the buyer or the bank would) without calling the webhook. */
  setStatus(id: string, status: FakeMolliePayment['status']): void;
  /** Posts the webhook for a payment, as Mollie does after a change; resolves with the shop's status code. */
  notify(id: string): Promise<number>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => resolve(s));
    req.on('error', reject);
  });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startMollieServer(
  opts: { apiKey?: string; port?: number } = {},
): Promise<MollieServer> {
  const apiKey = opts.apiKey ?? 'test_vetshoplocalmolliekey00000000';
  const payments = new Map<string, FakeMolliePayment>();
  let url = '';

  const view = (p: FakeMolliePayment) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    status: p.status,
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    _links: {
      self: { href: `${url}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${url}/checkout/${p.id}`, type: 'text/html' } } : {}),
    },
  });

  const notify = async (id: string) => {
    const p = payments.get(id);
    if (!p) throw new Error(`no payment ${id}`);
    const res = await fetch(p.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
    return res.status;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/hal+json' });
        res.end(JSON.stringify(body));
      };
      if (u.pathname.startsWith('/v2/')) {
        if (req.headers.authorization !== `Bearer ${apiKey}`)
          return json(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
        if (req.method === 'POST' && u.pathname === '/v2/payments') {
          const b = JSON.parse(await readBody(req)) as Partial<FakeMolliePayment>;
          if (!b.amount || !/^\d+\.\d{2}$/.test(b.amount.value) || !b.description || !b.redirectUrl)
            return json(422, {
              status: 422,
              title: 'Unprocessable Entity',
              detail: 'amount, description, redirectUrl',
            });
          const p: FakeMolliePayment = {
            id: `tr_${randomBytes(5).toString('hex')}`,
            status: 'open',
            amount: b.amount,
            description: b.description,
            redirectUrl: b.redirectUrl,
            webhookUrl: b.webhookUrl ?? '',
            method: b.method ?? null,
            metadata: b.metadata ?? null,
          };
          payments.set(p.id, p);
          return json(201, view(p));
        }
        const m = /^\/v2\/payments\/([^/]+)$/.exec(u.pathname);
        const p = m ? payments.get(decodeURIComponent(m[1]!)) : undefined;
        if (req.method === 'GET' && p) return json(200, view(p));
        return json(404, { status: 404, title: 'Not Found', detail: 'No payment exists with this token.' });
      }
      // The hosted checkout page (test mode): choose the outcome.
      const c = /^\/checkout\/([^/]+)$/.exec(u.pathname);
      const p = c ? payments.get(c[1]!) : undefined;
      if (!p) {
        res.writeHead(404).end('not found');
        return;
      }
      if (req.method === 'POST') {
        const outcome = new URLSearchParams(await readBody(req)).get('outcome');
        if (p.status === 'open')
          p.status = outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'failed' : 'canceled';
        // Mollie calls the webhook on its own; the buyer's browser is sent back at the same time.
        if (p.webhookUrl) await notify(p.id).catch(() => undefined);
        res.writeHead(303, { location: p.redirectUrl }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title></head><body>` +
          `<h1>Test payment ${escapeHtml(p.id)}</h1><p>${escapeHtml(p.description)}: ${escapeHtml(p.amount.currency)} ${escapeHtml(p.amount.value)}</p>` +
          `<form method="post"><button name="outcome" value="paid">Paid</button>` +
          `<button name="outcome" value="failed">Failed</button>` +
          `<button name="outcome" value="canceled">Cancel</button></form></body></html>`,
      );
    })().catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiKey,
    payments,
    setStatus(id, status) {
      const p = payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      p.status = status;
    },
    notify,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
