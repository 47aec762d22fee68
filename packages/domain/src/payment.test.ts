import { describe, expect, it } from 'vitest';
import {
  belgianStructuredReference,
  centsOfMollieValue,
  isBelgianStructuredReference,
  mollieAmountValue,
  PAYMENT_STATES,
  paymentModeCodeOf,
  paymentMove,
  returnStatusOf,
  stateOfMollieStatus,
} from './payment';

describe('payment transitions', () => {
  it('moves forward from draft and pending, never back from a final state', () => {
    expect(paymentMove('draft', 'pending')).toEqual({ kind: 'move', from: 'draft', to: 'pending' });
    expect(paymentMove('draft', 'done').kind).toBe('move');
    expect(paymentMove('pending', 'done').kind).toBe('move');
    expect(paymentMove('authorized', 'done').kind).toBe('move');
    expect(paymentMove('pending', 'cancel').kind).toBe('move');
    for (const to of PAYMENT_STATES) {
      if (to !== 'done') expect(paymentMove('done', to).kind).toBe('refused');
      if (to !== 'cancel') expect(paymentMove('cancel', to).kind).toBe('refused');
      if (to !== 'error') expect(paymentMove('error', to).kind).toBe('refused');
    }
  });
  it('refuses going back (an out-of-order message) and calls a repeat the same state', () => {
    expect(paymentMove('pending', 'draft').kind).toBe('refused');
    expect(paymentMove('authorized', 'pending').kind).toBe('refused');
    expect(paymentMove('done', 'done')).toEqual({ kind: 'same', state: 'done' });
  });
  it('reads Mollie statuses and tells the buyer what happened', () => {
    expect(stateOfMollieStatus('paid')).toBe('done');
    expect(stateOfMollieStatus('expired')).toBe('cancel');
    expect(stateOfMollieStatus('failed')).toBe('error');
    expect(stateOfMollieStatus('open')).toBe('draft');
    expect(stateOfMollieStatus('refunded')).toBeNull();
    expect(returnStatusOf('done')).toBe('success');
    expect(returnStatusOf('pending')).toBe('pending');
    expect(returnStatusOf('error')).toBe('cancelled');
    expect(returnStatusOf('draft')).toBe('unknown');
  });
});

describe('Belgian structured reference', () => {
  it('appends the modulo-97 check (97 when the rest is 0)', () => {
    // 0000000001 % 97 = 1
    expect(belgianStructuredReference(1)).toBe('+++000/0000/00101+++');
    // 97 % 97 = 0 → check 97
    expect(belgianStructuredReference(97)).toBe('+++000/0000/09797+++');
    // 1234567890 % 97 = 2
    expect(belgianStructuredReference(1234567890)).toBe('+++123/4567/89002+++');
  });
  it('validates what it writes and refuses a wrong check', () => {
    for (const n of [1, 42, 97, 123456, 9999999999])
      expect(isBelgianStructuredReference(belgianStructuredReference(n))).toBe(true);
    expect(isBelgianStructuredReference('+++123/4567/89003+++')).toBe(false);
    expect(isBelgianStructuredReference('123/4567/890')).toBe(false);
    expect(() => belgianStructuredReference(1e10)).toThrow(RangeError);
  });
});

describe('Mollie amounts', () => {
  it('writes two decimals with a dot and reads them back', () => {
    expect(mollieAmountValue(1234)).toBe('12.34');
    expect(mollieAmountValue(5)).toBe('0.05');
    expect(centsOfMollieValue('12.34')).toBe(1234);
    expect(centsOfMollieValue('12.3')).toBeNull();
  });
});

describe('the payment mode of a payment method (decision 041)', () => {
  it('gives on account, the shop’s transfer mode, and an online payment’s method', () => {
    expect(paymentModeCodeOf('on_account')).toBe('on_account');
    expect(paymentModeCodeOf('wire_transfer')).toBe('transfer');
    expect(paymentModeCodeOf('mollie', 'bancontact')).toBe('bancontact');
    expect(paymentModeCodeOf('mollie', 'creditcard')).toBe('creditcard');
  });

  it('calls an online payment whose method the provider chose (or an unknown one) "online"', () => {
    expect(paymentModeCodeOf('mollie')).toBe('online');
    expect(paymentModeCodeOf('mollie', 'ideal')).toBe('online');
    // A method means nothing to an offline provider.
    expect(paymentModeCodeOf('on_account', 'bancontact')).toBe('on_account');
  });
});
