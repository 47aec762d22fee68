import { describe, expect, it } from 'vitest';
import { parseStaffLeadsQuery, staffLeadsSearch } from './leads-query';

describe('staff leads query', () => {
  it('reads the filters leniently: unknown values fall back to the defaults', () => {
    expect(parseStaffLeadsQuery(new URLSearchParams('handled=maybe&subject=Bad Code&page=-2'))).toEqual({
      handled: 'open',
      subject: null,
      page: 1,
    });
    expect(parseStaffLeadsQuery(new URLSearchParams('handled=all&subject=delivery&page=3'))).toEqual({
      handled: 'all',
      subject: 'delivery',
      page: 3,
    });
  });

  it('writes back only what differs from the defaults', () => {
    expect(staffLeadsSearch({ handled: 'open', subject: null, page: 1 })).toBe('');
    expect(staffLeadsSearch({ handled: 'handled', subject: 'complaint', page: 2 })).toBe(
      '?handled=handled&subject=complaint&page=2',
    );
  });
});
