import { REFUSAL_REASON_MAX, STAFF_CUSTOMER_FILTER_MAX } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { ageInDays, CUSTOMER_FILTER_MAX, parseReason, REASON_MAX } from './request-fields';

describe('the staff address requests’ fields', () => {
  it('keeps its limits equal to the back office contract', () => {
    expect(REASON_MAX).toBe(REFUSAL_REASON_MAX);
    expect(CUSTOMER_FILTER_MAX).toBe(STAFF_CUSTOMER_FILTER_MAX);
  });

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
