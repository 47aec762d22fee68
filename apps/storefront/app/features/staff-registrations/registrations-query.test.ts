import { describe, expect, it } from 'vitest';
import {
  parseStaffRegistrationsQuery,
  STAFF_REGISTRATIONS_PAGE_SIZE,
  staffRegistrationsBackofficeQuery,
  staffRegistrationsSearch,
} from './registrations-query';

describe('staff registrations query', () => {
  it('reads a known state and a page, and drops anything else', () => {
    expect(parseStaffRegistrationsQuery(new URLSearchParams('state=refused&page=3'))).toEqual({
      state: 'refused',
      page: 3,
    });
    expect(parseStaffRegistrationsQuery(new URLSearchParams('state=deleted&page=-2'))).toEqual({
      state: null,
      page: 1,
    });
    expect(parseStaffRegistrationsQuery(new URLSearchParams('page=1.5'))).toEqual({ state: null, page: 1 });
    expect(parseStaffRegistrationsQuery(new URLSearchParams('page=999999999'))).toEqual({
      state: null,
      page: 1,
    });
  });

  it('writes the URL and the back-office query of a page', () => {
    expect(staffRegistrationsSearch({ state: null, page: 1 })).toBe('');
    expect(staffRegistrationsSearch({ state: 'pending', page: 2 })).toBe('?state=pending&page=2');
    expect(staffRegistrationsBackofficeQuery({ state: null, page: 4 })).toEqual({
      page: 4,
      page_size: STAFF_REGISTRATIONS_PAGE_SIZE,
    });
    expect(staffRegistrationsBackofficeQuery({ state: 'approved', page: 1 })).toEqual({
      state: 'approved',
      page: 1,
      page_size: STAFF_REGISTRATIONS_PAGE_SIZE,
    });
  });
});
