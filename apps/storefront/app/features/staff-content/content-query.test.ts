import { describe, expect, it } from 'vitest';
import { parseStaffContentQuery, staffContentSearch } from './content-query';

describe('parseStaffContentQuery', () => {
  it('reads kind, status and page', () => {
    expect(parseStaffContentQuery(new URLSearchParams('kind=news&status=draft&page=3'))).toEqual({
      kind: 'news',
      status: 'draft',
      page: 3,
    });
  });

  it('falls back on pages, no status and page 1 for anything unknown', () => {
    expect(parseStaffContentQuery(new URLSearchParams('kind=posts&status=gone&page=-1'))).toEqual({
      kind: 'pages',
      status: null,
      page: 1,
    });
    expect(parseStaffContentQuery(new URLSearchParams('page=99999999')).page).toBe(1);
  });
});

describe('staffContentSearch', () => {
  it('leaves defaults out and goes back and forth', () => {
    expect(staffContentSearch({ kind: 'pages', status: null, page: 1 })).toBe('');
    const q = { kind: 'banners', status: 'live', page: 2 } as const;
    expect(staffContentSearch(q)).toBe('?kind=banners&status=live&page=2');
    expect(parseStaffContentQuery(new URLSearchParams(staffContentSearch(q)))).toEqual(q);
  });
});
