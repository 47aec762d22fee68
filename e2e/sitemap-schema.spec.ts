import { expect, test } from './support/fixtures';
import { schemaErrors } from './support/xml-schema';

/** The addresses a sitemap index lists, read with a regular expression (the schema check is xmllint's). */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

test.describe('sitemap schema (issue 11 §6)', () => {
  test('the sitemap index and every sitemap it lists validate against the sitemaps.org schema', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(schemaErrors(index, 'siteindex')).toBe('');
    const parts = locs(index);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const url of parts) {
      const res = await request.get(new URL(url).pathname);
      expect(res.status(), url).toBe(200);
      const xml = await res.text();
      expect(schemaErrors(xml, 'urlset'), url).toBe('');
      expect(xml).toContain('<url>');
    }
  });

  test('the check is real: a sitemap with an alternate missing its href is refused', async ({ request }) => {
    const pages = await (await request.get('/sitemaps/pages-1.xml')).text();
    const broken = pages.replace(/ href="[^"]*"/, '');
    expect(broken).not.toBe(pages);
    expect(schemaErrors(broken, 'urlset')).toContain("attribute 'href' is required");
  });
});
