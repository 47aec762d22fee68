import { describe, expect, it } from 'vitest';
import { parseStaffQueueQuery, staffQueueSearch } from './queue-query';

describe('the staff quotation queue query', () => {
  it('shows the requests to complete by default and reads a chosen state', () => {
    expect(parseStaffQueueQuery(new URLSearchParams(''))).toEqual({ state: 'customer_request', page: 1 });
    expect(parseStaffQueueQuery(new URLSearchParams('state=accepted&page=2'))).toEqual({
      state: 'accepted',
      page: 2,
    });
    expect(parseStaffQueueQuery(new URLSearchParams('state=nope&page=-1'))).toEqual({
      state: 'customer_request',
      page: 1,
    });
  });

  it('keeps the state through the pages, leaving the defaults out', () => {
    expect(staffQueueSearch({ state: 'customer_request', page: 1 })).toBe('');
    expect(staffQueueSearch({ state: 'customer_request', page: 3 })).toBe('?page=3');
    expect(staffQueueSearch({ state: 'draft', page: 2 })).toBe('?state=draft&page=2');
  });
});
