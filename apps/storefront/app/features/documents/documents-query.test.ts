import { describe, expect, it } from 'vitest';
import { documentsSearch, parseDocumentsQuery } from './documents-query';

const parse = (q: string) => parseDocumentsQuery(new URLSearchParams(q));

describe('the documents list URL', () => {
  it('reads a type and a page', () => {
    expect(parse('type=invoice&page=3')).toEqual({ type: 'invoice', page: 3 });
    expect(parse('type=discount')).toEqual({ type: 'discount', page: 1 });
  });

  it('falls back to all documents, first page, for anything unknown', () => {
    expect(parse('')).toEqual({ type: 'all', page: 1 });
    expect(parse('type=receipt&page=-2')).toEqual({ type: 'all', page: 1 });
    expect(parse('type=INVOICE&page=1e3')).toEqual({ type: 'all', page: 1 });
    expect(parse('page=0')).toEqual({ type: 'all', page: 1 });
    expect(parse('page=999999')).toEqual({ type: 'all', page: 10_000 });
  });

  it('writes the state back, leaving defaults out, so parse(search(q)) is q', () => {
    expect(documentsSearch({ type: 'all', page: 1 })).toBe('');
    expect(documentsSearch({ type: 'credit_note', page: 1 })).toBe('?type=credit_note');
    expect(documentsSearch({ type: 'all', page: 2 })).toBe('?page=2');
    const q = { type: 'pricelist', page: 4 } as const;
    expect(parse(documentsSearch(q).slice(1))).toEqual(q);
  });
});
