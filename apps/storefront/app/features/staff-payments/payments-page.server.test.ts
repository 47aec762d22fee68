import { describe, expect, it } from 'vitest';
import { chosenProviders, customerRefOf } from './payments-page.server';

describe("a customer's payment methods, as staff post them (decision 041)", () => {
  it('reads the customer number as typed: trimmed, upper case, empty is none', () => {
    expect(customerRefOf('  c000123 ')).toBe('C000123');
    expect(customerRefOf('')).toBeNull();
    expect(customerRefOf('   ')).toBeNull();
    expect(customerRefOf(null)).toBeNull();
    expect(customerRefOf('x'.repeat(60))).toHaveLength(40);
  });

  it('keeps the ticked providers the shop knows, each once, in the shop’s order', () => {
    const form = new FormData();
    for (const p of ['mollie', 'cash', 'on_account', 'mollie']) form.append('provider', p);
    expect(chosenProviders(form)).toEqual(['on_account', 'mollie']);
    expect(chosenProviders(new FormData())).toEqual([]);
  });
});
