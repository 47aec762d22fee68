/** Security headers of every storefront answer (issue 8 §5), on an Express app set up as server.js sets it. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { cspDirectives, RETRY_AFTER_SECONDS, securityHeaders } from '../security-headers.js';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function serve(opts: { dev: boolean; https: boolean }): Promise<string> {
  const app = express();
  app.use(securityHeaders(opts));
  app.get('/page', (_req, res) => {
    res.send(`<script nonce="${String(res.locals.cspNonce)}"></script>`);
  });
  app.get('/fr/staff/mails/:id/preview', (_req, res) => {
    res.send('<p style="color:red">mail</p>');
  });
  app.get('/down', (_req, res) => {
    res.status(503).setHeader('Cache-Control', 'public, max-age=60');
    res.end();
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('a page: CSP with a fresh nonce per answer that the page scripts carry, no framing, nosniff…', async () => {
    const base = await serve({ dev: false, https: false });
    const [a, b] = await Promise.all([fetch(`${base}/page`), fetch(`${base}/page`)]);
    const csp = directives(a.headers.get('content-security-policy'));
    const nonce = /nonce="([^"]+)"/.exec(await a.text())![1]!;
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'nonce-${nonce}'`]);
    expect(b.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The scanner (decision 042): the camera for the shop's own pages only, never for a frame of another origin.
    const policy = new Map(
      (a.headers.get('permissions-policy') ?? '').split(/,\s*/).map((d) => d.split('=') as [string, string]),
    );
    expect(policy.get('camera')).toBe('(self)');
    expect(policy.get('microphone')).toBe('()');
    expect(policy.get('geolocation')).toBe('()');
    expect(a.headers.get('strict-transport-security')).toBeNull();
  });

  it("a mail's preview (staff): inline styles only, nothing runs or loads, framed by the shop alone", async () => {
    const base = await serve({ dev: false, https: false });
    const res = await fetch(`${base}/fr/staff/mails/12/preview`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Any other path keeps the shop's policy: the exception is this one answer.
    const other = await fetch(`${base}/page`);
    expect(directives(other.headers.get('content-security-policy')).get('style-src')).toEqual(["'self'"]);
  });

  it('behind HTTPS (COOKIE_SECURE): HSTS and upgrade-insecure-requests', async () => {
    const base = await serve({ dev: false, https: true });
    const res = await fetch(`${base}/page`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it('an outage (503) is never cached and says when to retry', async () => {
    const base = await serve({ dev: false, https: false });
    const res = await fetch(`${base}/down`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('the dev server (Vite injects inline code) gets every header but the CSP', async () => {
    const base = await serve({ dev: true, https: false });
    const res = await fetch(`${base}/page`);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('cspDirectives: scripts only from this origin or with the nonce, styles only from files', () => {
    const d = cspDirectives('abc', { https: false });
    expect(d['script-src']).toEqual(["'self'", "'nonce-abc'", "'wasm-unsafe-eval'"]);
    expect(d['style-src']).toEqual(["'self'"]);
  });
});
