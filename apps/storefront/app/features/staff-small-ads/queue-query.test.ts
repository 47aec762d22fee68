import { describe, expect, it } from 'vitest';
import { parseStaffSmallAdsQuery, QUEUE_STATES, staffSmallAdsSearch } from './queue-query';
import { SMALL_AD_STATES } from '@vetshop/domain';

const parse = (s: string) => parseStaffSmallAdsQuery(new URLSearchParams(s));

describe('staff small-ads queue query', () => {
  it('shows the pending ads first by default and for anything unknown', () => {
    expect(parse('')).toEqual({ state: 'pending', page: 1 });
    expect(parse('state=refused&page=abc')).toEqual({ state: 'pending', page: 1 });
  });

  it('keeps the state through the pages', () => {
    const q = parse('state=cancel&page=2');
    expect(q).toEqual({ state: 'cancel', page: 2 });
    expect(staffSmallAdsSearch({ ...q, page: 3 })).toBe('?state=cancel&page=3');
    expect(staffSmallAdsSearch({ state: 'pending', page: 1 })).toBe('');
  });

  it('offers every state as a filter', () => {
    expect([...QUEUE_STATES].sort()).toEqual([...SMALL_AD_STATES].sort());
  });
});
