import { REFUSAL_REASON_MAX, STAFF_CUSTOMER_FILTER_MAX } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import {
  ageInDays,
  CUSTOMER_FILTER_MAX,
  parseReason,
  parseStaffRequestsQuery,
  REASON_MAX,
  staffRequestsBackofficeQuery,
  staffRequestsSearch,
} from './requests-query';

const parse = (s: string) => parseStaffRequestsQuery(new URLSearchParams(s));

describe('the staff list query', () => {
  it('reads the filters and the page from the URL', () => {
    expect(parse('state=pending&kind=update&type=delivery&customer=%20parc%20&page=3')).toEqual({
      state: 'pending',
      kind: 'update',
      type: 'delivery',
      customer: 'parc',
      page: 3,
    });
  });

  it('leaves out what it does not know, never failing on a hand-edited address', () => {
    expect(parse('state=done&kind=move&type=billing&page=-2')).toEqual({
      state: null,
      kind: null,
      type: null,
      customer: '',
      page: 1,
    });
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`customer=${'x'.repeat(300)}`).customer).toHaveLength(CUSTOMER_FILTER_MAX);
  });

  it('writes back the same URL and the back office query', () => {
    const q = parse('state=refused&customer=C001&page=2');
    expect(staffRequestsSearch(q)).toBe('?state=refused&customer=C001&page=2');
    expect(staffRequestsSearch(parse(''))).toBe('');
    expect(staffRequestsBackofficeQuery(q)).toEqual({
      state: 'refused',
      customer: 'C001',
      page: 2,
      page_size: 20,
    });
  });

  it('keeps its limits equal to the back office contract', () => {
    expect(REASON_MAX).toBe(REFUSAL_REASON_MAX);
    expect(CUSTOMER_FILTER_MAX).toBe(STAFF_CUSTOMER_FILTER_MAX);
  });
});

describe('age and reason', () => {
  it('counts whole days since the request', () => {
    expect(ageInDays('2026-11-20T10:00:00Z', '2026-11-20T23:00:00Z')).toBe(0);
    expect(ageInDays('2026-11-20T10:00:00Z', '2026-11-23T10:00:00Z')).toBe(3);
    expect(ageInDays('not a date', '2026-11-23T10:00:00Z')).toBe(0);
  });

  it('a blank reason is missing, and what was typed is kept', () => {
    expect(parseReason('   ')).toEqual({ value: '   ', reason: null });
    expect(parseReason(null)).toEqual({ value: '', reason: null });
    expect(parseReason('  Hors zone  ')).toEqual({ value: '  Hors zone  ', reason: 'Hors zone' });
    expect(parseReason('x'.repeat(REASON_MAX + 1)).reason).toBeNull();
  });
});
