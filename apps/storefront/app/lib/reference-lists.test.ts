import type { ApiResponse, EndpointName } from '@vetshop/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentPurgeAction } from '../features/content/index.server';
import { BackofficeUnavailable, type BackofficeClient } from './backoffice.server';
import { referenceLists } from './reference-lists.server';

/**
 * The reference lists (GET settings: countries, titles, states, payment modes) are the same for every buyer of a
 * language: the cart and profile pages share one copy per locale instead of asking on every page, and the content
 * purge drops it.
 */
function fakeBackoffice(locale: string, fail = false): { bo: BackofficeClient; asked: string[] } {
  const asked: string[] = [];
  const bo = {
    token: 'session',
    call: async (name: EndpointName) => {
      asked.push(`${name} ${locale}`);
      if (fail) throw new BackofficeUnavailable();
      return {
        countries: [{ id: 1, code: 'BE', name: locale === 'nl' ? 'België' : 'Belgique' }],
        titles: [],
        states: [],
        payment_modes: [{ id: 1, name: `virement ${asked.length}` }],
      } as unknown as ApiResponse<EndpointName>;
    },
    send: () => Promise.reject(new Error('not used')),
    stream: () => Promise.reject(new Error('not used')),
  } as unknown as BackofficeClient;
  return { bo, asked };
}

const TOKEN = 'purge-token-for-the-test';
const purge = () =>
  contentPurgeAction({
    request: new Request('http://shop.test/internal/content-purge', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: '{"kinds":["page"]}',
    }),
  });

beforeEach(async () => {
  process.env.CONTENT_PURGE_TOKEN = TOKEN;
  expect((await purge()).status).toBe(204);
});

afterEach(() => {
  delete process.env.CONTENT_PURGE_TOKEN;
});

describe('reference lists', () => {
  it('are asked once per language, whoever asks, and again after the content purge', async () => {
    const french = fakeBackoffice('fr');
    const otherBuyer = fakeBackoffice('fr');
    const dutch = fakeBackoffice('nl');
    const first = await referenceLists(french.bo, 'fr');
    expect(await referenceLists(otherBuyer.bo, 'fr')).toEqual(first);
    expect((await referenceLists(dutch.bo, 'nl')).countries[0]!.name).toBe('België');
    expect([...french.asked, ...otherBuyer.asked, ...dutch.asked]).toEqual(['settings fr', 'settings nl']);

    expect((await purge()).status).toBe(204);
    await referenceLists(otherBuyer.bo, 'fr');
    expect(otherBuyer.asked).toEqual(['settings fr']);
  });

  it('asked at the same moment by several pages, are read once', async () => {
    const { bo, asked } = fakeBackoffice('fr');
    const answers = await Promise.all([1, 2, 3].map(() => referenceLists(bo, 'fr')));
    expect(asked).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it("without a copy, a failed read is the page's own failure, and nothing is kept", async () => {
    const down = fakeBackoffice('fr', true);
    await expect(referenceLists(down.bo, 'fr')).rejects.toBeInstanceOf(BackofficeUnavailable);
    const up = fakeBackoffice('fr');
    expect((await referenceLists(up.bo, 'fr')).payment_modes).toHaveLength(1);
    expect(up.asked).toEqual(['settings fr']);
  });
});
