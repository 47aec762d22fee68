import { describe, expect, it } from 'vitest';
import { isCrossSiteMutation, mediaType, readForm } from './mutation-guard.server';

const SHOP = 'http://shop.test/fr/cart';

function post(headers: Record<string, string>, body: BodyInit = 'a=1', url = SHOP): Request {
  return new Request(url, { method: 'POST', headers, body });
}

describe('isCrossSiteMutation', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }, false],
    ['Sec-Fetch-Site: none (typed or reloaded by the buyer)', { 'Sec-Fetch-Site': 'none' }, false],
    ['Sec-Fetch-Site: same-site (another subdomain)', { 'Sec-Fetch-Site': 'same-site' }, true],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }, true],
    [
      'Sec-Fetch-Site: cross-site even with a same-origin Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://shop.test' },
      true,
    ],
    ['Origin of the shop', { Origin: 'http://shop.test' }, false],
    ['Origin of the shop over https behind a proxy', { Origin: 'https://shop.test' }, false],
    ['Origin of another site', { Origin: 'https://evil.example' }, true],
    ['Origin of a sibling subdomain', { Origin: 'http://blog.shop.test' }, true],
    ['Origin of the shop on another port', { Origin: 'http://shop.test:8080' }, true],
    ['Origin: null (sandboxed frame)', { Origin: 'null' }, true],
    ['neither header (not a browser: curl, tests)', {}, false],
  ])('%s → %s', (_name, headers, refused) => {
    expect(isCrossSiteMutation(post(headers))).toBe(refused);
  });

  it('never refuses a read', () => {
    const get = new Request(SHOP, {
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(isCrossSiteMutation(get)).toBe(false);
  });
});

describe('mediaType', () => {
  it('reads the type without its parameters, in lower case', () => {
    expect(mediaType(post({ 'Content-Type': 'Application/JSON; charset=utf-8' }))).toBe('application/json');
    expect(mediaType(new Request(SHOP, { method: 'POST' }))).toBe('');
  });
});

/** The Response a refusal threw: status and data (React Router's `data()` throws a DataWithResponseInit). */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; reason: unknown }> {
  try {
    await promise;
  } catch (thrown) {
    const init = (thrown as { init?: { status?: number }; data?: { reason?: unknown } }) ?? {};
    return { status: init.init?.status ?? 0, reason: init.data?.reason };
  }
  throw new Error('nothing was refused');
}

describe('readForm', () => {
  it('reads a same-origin form post', async () => {
    const form = await readForm(
      post(
        { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://shop.test' },
        'login=a%40b',
      ),
    );
    expect(form.get('login')).toBe('a@b');
  });

  it('refuses a cross-site form post with 403 before reading it', async () => {
    const request = post({
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-site',
    });
    expect(await refusal(readForm(request))).toEqual({ status: 403, reason: 'cross_site' });
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses JSON and text with 415', async () => {
    for (const type of ['application/json', 'text/plain', '']) {
      const request = post(type ? { 'Content-Type': type } : {}, '{"login":"a"}');
      if (!type) request.headers.delete('Content-Type');
      expect(await refusal(readForm(request))).toEqual({ status: 415, reason: 'not_a_form' });
    }
  });

  it('refuses a form larger than the form limit with 413 and its own reason (too large, not "not a form")', async () => {
    const request = post(
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      `note=${'x'.repeat(2 * 1024 * 1024)}`,
    );
    expect(await refusal(readForm(request))).toEqual({ status: 413, reason: 'too_large' });
  });

  it('reads a multipart form', async () => {
    const form = new FormData();
    form.append('name', 'Clinique des Tilleuls');
    const body = new Request(SHOP, { method: 'POST', body: form });
    const request = post({ 'Content-Type': body.headers.get('Content-Type')! }, await body.arrayBuffer());
    expect((await readForm(request)).get('name')).toBe('Clinique des Tilleuls');
  });

  it('refuses a form that cannot be read with 400', async () => {
    const request = post({ 'Content-Type': 'multipart/form-data; boundary=x' }, 'not multipart at all');
    expect(await refusal(readForm(request))).toEqual({ status: 400, reason: 'not_a_form' });
  });
});
