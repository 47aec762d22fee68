import { describe, expect, it } from 'vitest';
import { couponBody, type StaffCouponForm } from './coupons-page.server';

const form = (over: Partial<StaffCouponForm>): StaffCouponForm => ({
  code: 'PRINTEMPS',
  kind: 'percent',
  percent: '',
  amount: '',
  free_product_sku: '',
  free_qty: '1',
  min_order: '',
  starts_on: '',
  ends_on: '',
  per_customer_limit: '',
  total_limit: '',
  ...over,
});

describe('the staff form as the back office’s body', () => {
  it('reads numbers as typed in French or Dutch (12,5) and leaves out what is empty', () => {
    expect(couponBody(form({ percent: '12,5', min_order: '150' }))).toEqual({
      code: 'PRINTEMPS',
      kind: 'percent',
      percent: 12.5,
      min_order: 150,
      per_customer_limit: null,
      total_limit: null,
    });
  });

  it('sends only the fields of the chosen kind, and the dates and limits given', () => {
    expect(
      couponBody(
        form({
          kind: 'free_product',
          percent: '10',
          free_product_sku: ' VS-000013-1 ',
          free_qty: '2',
          starts_on: '2026-12-01',
          ends_on: '2026-12-31',
          per_customer_limit: '1',
          total_limit: '100',
        }),
      ),
    ).toEqual({
      code: 'PRINTEMPS',
      kind: 'free_product',
      free_product_sku: 'VS-000013-1',
      free_qty: 2,
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      per_customer_limit: 1,
      total_limit: 100,
    });
  });

  it('passes what is not a number on as NaN, for the back office to refuse on its field (never a silent 0)', () => {
    expect(couponBody(form({ kind: 'amount', amount: 'dix' })).amount).toBeNaN();
    expect(couponBody(form({ kind: 'unknown' })).kind).toBe('percent');
  });
});
