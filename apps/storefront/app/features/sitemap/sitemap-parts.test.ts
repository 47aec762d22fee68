import { describe, expect, it } from 'vitest';
import { productsOfChunk, type ProductPage } from './sitemap-parts';

/** A fake back office over the given ids, pages of `size`, recording the cursors asked. */
function pages(ids: number[], size: number) {
  const asked: number[] = [];
  const fetchPage = async (after: number): Promise<ProductPage<{ id: number }>> => {
    asked.push(after);
    const rest = ids.filter((id) => id > after);
    const items = rest.slice(0, size).map((id) => ({ id }));
    return { items, next_after: rest.length > size ? items.at(-1)!.id : null };
  };
  return { asked, fetchPage };
}

describe('productsOfChunk', () => {
  const ids = [1, 2, 2999, 3000, 3001, 4500, 6000, 6001];

  it('reads the first chunk from the start up to id 3,000 and stops at the page crossing its end', async () => {
    const bo = pages(ids, 2);
    expect((await productsOfChunk(1, bo.fetchPage)).map((p) => p.id)).toEqual([1, 2, 2999, 3000]);
    expect(bo.asked).toEqual([0, 2, 3000]);
  });

  it('reads a later chunk from its own first id, to the last page', async () => {
    const second = pages(ids, 1000);
    expect((await productsOfChunk(2, second.fetchPage)).map((p) => p.id)).toEqual([3001, 4500, 6000]);
    expect(second.asked).toEqual([3000]);
    expect((await productsOfChunk(3, pages(ids, 1000).fetchPage)).map((p) => p.id)).toEqual([6001]);
    expect(await productsOfChunk(4, pages(ids, 1000).fetchPage)).toEqual([]);
  });
});
