import { describe, expect, it } from 'vitest';
import { parseQuotationsQuery, quotationsSearch, stateParam } from './quotations-query';

const parse = (s: string) => parseQuotationsQuery(new URLSearchParams(s));

describe('the quotation list query', () => {
  it.each([
    ['', { state: 'all', page: 1 }],
    ['state=draft', { state: 'draft', page: 1 }],
    ['state=waiting_acceptation&page=3', { state: 'waiting_acceptation', page: 3 }],
    ['state=sale&page=x', { state: 'all', page: 1 }],
    ['page=0', { state: 'all', page: 1 }],
    ['page=99999999', { state: 'all', page: 1 }],
    ['page=500000', { state: 'all', page: 10_000 }],
  ])('reads %j', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it('keeps the state filter through the page links and leaves the defaults out', () => {
    expect(quotationsSearch({ state: 'all', page: 1 })).toBe('');
    expect(quotationsSearch({ state: 'cancel', page: 1 })).toBe('?state=cancel');
    expect(quotationsSearch({ state: 'draft', page: 2 })).toBe('?state=draft&page=2');
    expect(parse(quotationsSearch({ state: 'accepted', page: 4 }).slice(1))).toEqual({
      state: 'accepted',
      page: 4,
    });
  });

  it('asks the back office for a state only when one is chosen', () => {
    expect(stateParam('all')).toBeUndefined();
    expect(stateParam('customer_request')).toBe('customer_request');
  });
});
