import { describe, expect, it } from 'vitest';
import type { RouteArgs } from '../../lib/request.server';
import { saveCookieChoice } from './cookies-page.server';

function post(fields: Record<string, string>, headers: Record<string, string> = {}): RouteArgs {
  const request = new Request('http://shop.test/fr/cookies', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { request, params: { locale: 'fr' }, context: {} } as unknown as RouteArgs;
}

async function answer(args: RouteArgs): Promise<Response> {
  try {
    return await saveCookieChoice(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // React Router's data() refusals: their status is what the buyer gets.
    const { init } = thrown as { init?: { status?: number } };
    return new Response(null, { status: init?.status ?? 500 });
  }
}

describe('the cookie choice form', () => {
  it('keeps the choice a year and returns the buyer to the page they were on', async () => {
    const res = await answer(post({ consent: 'necessary', back: '/fr/search?q=otic' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/fr/search?q=otic');
    expect(res.headers.get('Set-Cookie')).toBe(
      'vetshop_consent=necessary; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('never returns to another site: the preferences page instead', async () => {
    const res = await answer(post({ consent: 'all', back: '//evil.example/' }));
    expect(res.headers.get('Location')).toBe('/fr/cookies');
    expect(res.headers.get('Set-Cookie')).toMatch(/^vetshop_consent=all;/);
  });

  it('refuses anything but a choice, and a post from another site', async () => {
    expect((await answer(post({ consent: 'everything' }))).status).toBe(400);
    expect((await answer(post({ consent: 'all' }, { 'Sec-Fetch-Site': 'cross-site' }))).status).toBe(403);
  });
});
