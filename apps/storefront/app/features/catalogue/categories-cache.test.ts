import type { ApiResponse, EndpointName } from '@vetshop/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackofficeClient } from '../../lib/backoffice.server';
import { contentPurgeAction } from '../content/index.server';
import { navigationCategories } from './categories.server';

/**
 * The header's categories are on every page: kept per locale in the process, and dropped by the back office's
 * content purge (POST /internal/content-purge) like the rest of the site-wide content.
 */
function fakeBackoffice(names: string[]): { bo: BackofficeClient; asked: string[] } {
  const asked: string[] = [];
  let version = 0;
  const bo = {
    token: null,
    call: async (name: EndpointName, request?: { query?: { locale?: string } }) => {
      asked.push(`${name} ${request?.query?.locale ?? ''}`);
      version++;
      return {
        items: names.map((n, i) => ({
          id: i + 1,
          name: `${n} v${version}`,
          url_key: n,
          level: 0,
          image_url: null,
          sequence: i,
        })),
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

afterEach(() => {
  delete process.env.CONTENT_PURGE_TOKEN;
});

describe('navigation categories cache', () => {
  it('reads the back office once per locale, then again after the content purge', async () => {
    process.env.CONTENT_PURGE_TOKEN = TOKEN;
    expect((await purge()).status).toBe(204);
    const { bo, asked } = fakeBackoffice(['food']);
    const first = await navigationCategories(bo, 'fr');
    expect(await navigationCategories(bo, 'fr')).toEqual(first);
    await navigationCategories(bo, 'nl');
    expect(asked).toEqual(['catalogue.categories fr', 'catalogue.categories nl']);

    expect((await purge()).status).toBe(204);
    const renamed = await navigationCategories(bo, 'fr');
    expect(asked).toHaveLength(3);
    expect(renamed[0]!.name).not.toBe(first[0]!.name);
  });
});
