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

describe('counts in messages', () => {
  it('says the minutes to wait with the plural form of each language, never "minute(s)"', () => {
    expect(translate('too_many_attempts', 'fr', { minutes: 1 })).toMatch(/Réessayez dans 1 minute\.$/);
    expect(translate('too_many_attempts', 'fr', { minutes: 15 })).toMatch(/Réessayez dans 15 minutes\.$/);
    expect(translate('too_many_attempts', 'nl', { minutes: 1 })).toMatch(
      /Probeer het over 1 minuut opnieuw\.$/,
    );
    expect(translate('too_many_attempts', 'nl', { minutes: 15 })).toMatch(/over 15 minuten opnieuw\.$/);
    expect(translate('too_many_attempts', 'en', { minutes: 1 })).toMatch(/Try again in 1 minute\.$/);
    expect(translate('too_many_attempts', 'en', { minutes: 15 })).toMatch(/Try again in 15 minutes\.$/);
  });
});
