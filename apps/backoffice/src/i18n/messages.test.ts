import { CART_SYNC_REFUSAL_CODES, ERROR_CODES, LOCALES } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES, translate } from './messages';

// The typecheck already ties the catalogue to the contract's codes; this says so at run time too.
describe('message catalogue', () => {
  it.each([...ERROR_CODES, ...CART_SYNC_REFUSAL_CODES])('has a message for %s in every language', (code) => {
    expect(MESSAGE_CODES).toContain(code);
    for (const locale of LOCALES) expect(translate(code, locale).trim()).not.toBe('');
  });
});
