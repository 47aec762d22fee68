/**
 * The sitemap's files: `/sitemaps/pages-1.xml` (home, categories, and the content pages and news of issue 11 §2:
 * a shop's hand-written content stays far below a file's limits) and `/sitemaps/products-<n>.xml`.
 *
 * Products chunk n holds the product ids in ((n - 1) × PRODUCTS_PER_FILE, n × PRODUCTS_PER_FILE]. A product is
 * listed in three languages, so a chunk is at most 9,000 `<url>` — far below the protocol's 50,000 URLs and,
 * at about 800 bytes a URL with its four alternates, ~7 MB of the 50 MB limit: a part stays quick to build
 * (three back-office pages of 1,000) and to download. Chunks by id range need no count and stay stable when
 * products are added; a range whose products are all hidden yields an empty part (a 404).
 */
export const PRODUCTS_PER_FILE = 3000;

export const SITEMAP_PARTS = ['pages', 'products'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];

export function sitemapPartPath(part: SitemapPart, n: number): string {
  return `/sitemaps/${part}-${n}.xml`;
}

/**
 * `products-2.xml` → { part: 'products', n: 2 }; null for any other name. At most 5 digits: chunk 99,999 starts
 * at id ~3 × 10⁸, inside the ids the back office accepts as a cursor.
 */
export function parseSitemapPart(file: string): { part: SitemapPart; n: number } | null {
  const m = /^(pages|products)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!m) return null;
  const part = m[1] as SitemapPart;
  const n = Number(m[2]);
  return part === 'pages' && n !== 1 ? null : { part, n };
}

/** The product id range of chunk n: ids greater than `after`, up to `last` included. */
export function productChunkRange(n: number): { after: number; last: number } {
  return { after: (n - 1) * PRODUCTS_PER_FILE, last: n * PRODUCTS_PER_FILE };
}

/** How many products files the index lists for products up to `lastId`. */
export function productChunkCount(lastId: number | null): number {
  return lastId === null ? 0 : Math.ceil(lastId / PRODUCTS_PER_FILE);
}

/** One keyset page of products, as the back office's `catalogue.sitemapProducts` answers it. */
export interface ProductPage<T extends { id: number }> {
  items: T[];
  next_after: number | null;
}

/**
 * The products of chunk n, reading keyset pages from the chunk's first id and stopping at its last (the one
 * page that crosses the range's end is cut, never followed).
 */
export async function productsOfChunk<T extends { id: number }>(
  n: number,
  fetchPage: (after: number) => Promise<ProductPage<T>>,
): Promise<T[]> {
  const { after: start, last } = productChunkRange(n);
  const out: T[] = [];
  let after: number | null = start;
  while (after !== null) {
    const answer: ProductPage<T> = await fetchPage(after);
    for (const item of answer.items) {
      if (item.id > last) return out;
      out.push(item);
    }
    after = answer.next_after;
  }
  return out;
}
