import { describe, expect, it } from 'vitest';
import { pageCount, parseSmallAdsQuery, smallAdsSearch, stateParam } from './small-ads-query';

const parse = (s: string) => parseSmallAdsQuery(new URLSearchParams(s));

describe('small ads list query', () => {
  it('defaults to the first page of every published ad', () => {
    expect(parse('')).toEqual({ view: 'published', state: 'all', category: 'all', region: 'all', page: 1 });
  });

  it('reads the published filters and keeps them through the pages', () => {
    const q = parse('category=equipment&region=WLG&page=3');
    expect(q).toEqual({ view: 'published', state: 'all', category: 'equipment', region: 'WLG', page: 3 });
    expect(smallAdsSearch({ ...q, page: 4 })).toBe('?category=equipment&region=WLG&page=4');
    expect(smallAdsSearch({ ...q, page: 1 })).toBe('?category=equipment&region=WLG');
  });

  it("reads my ads' state filter, and each view drops the other's filters", () => {
    const q = parse('view=mine&state=cancel&category=animals&region=BBR');
    expect(q).toEqual({ view: 'mine', state: 'cancel', category: 'all', region: 'all', page: 1 });
    expect(smallAdsSearch(q)).toBe('?view=mine&state=cancel');
    expect(parse('state=pending').state).toBe('all');
  });

  it('ignores unknown values instead of failing', () => {
    expect(parse('view=everyone&category=cars&region=XYZ&page=-2')).toEqual(parse(''));
    expect(parse('view=mine&state=refused').state).toBe('all');
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('page=20000').page).toBe(10_000);
  });

  it('maps "all" to no back-office filter and counts pages', () => {
    expect(stateParam('all')).toBeUndefined();
    expect(stateParam('pending')).toBe('pending');
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});
