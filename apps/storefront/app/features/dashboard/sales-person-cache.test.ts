import { describe, expect, it } from 'vitest';
import { readSalesPerson, SALES_PERSON_TTL_MS, salesPersonRecord, telHref } from './sales-person-cache';

const sophie = { name: 'Sophie Lambert', phone: '+32 81 22 33 44' };
const now = 1_800_000_000_000;
const kept = JSON.stringify(salesPersonRecord('vet@demo.test', sophie, now));

describe('sales-person cache', () => {
  it('gives back the representative to the same user within 24 h', () => {
    expect(readSalesPerson(kept, 'vet@demo.test', now + SALES_PERSON_TTL_MS - 1)).toEqual(sophie);
  });
  it('drops it for another user', () => {
    expect(readSalesPerson(kept, 'pharma@demo.test', now)).toBeNull();
  });
  it('drops it once expired', () => {
    expect(readSalesPerson(kept, 'vet@demo.test', now + SALES_PERSON_TTL_MS)).toBeNull();
  });
  it.each([
    null,
    '',
    '{',
    '[]',
    '"x"',
    JSON.stringify({ userRef: 'vet@demo.test', expiry: now + 5, data: {} }),
  ])('ignores an unreadable record %s', (raw) =>
    expect(readSalesPerson(raw, 'vet@demo.test', now)).toBeNull(),
  );
  it('writes a tel: link with digits and the plus sign only', () => {
    expect(telHref('+32 81 22.33-44')).toBe('tel:+3281223344');
  });
});
