import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  consentReturnPath,
  isOptionalStorageKey,
  OPTIONAL_STORAGE,
  parseConsent,
  removeOptionalStorage,
} from './consent';
import { CHECKOUT_DRAFT_PREFIX } from './device-storage';

describe('parseConsent', () => {
  it('reads the choice among other cookies', () => {
    expect(parseConsent('vetshop_locale=nl; vetshop_consent=all')).toBe('all');
    expect(parseConsent('vetshop_consent=necessary')).toBe('necessary');
  });

  it('is null before any choice, and for anything that is not a choice', () => {
    for (const header of [
      null,
      undefined,
      '',
      'vetshop_locale=fr',
      'vetshop_consent=',
      'vetshop_consent=yes',
    ]) {
      expect(parseConsent(header), String(header)).toBeNull();
    }
    // Another cookie whose name ends the same is not the choice.
    expect(parseConsent('old_vetshop_consent=all')).toBeNull();
  });
});

describe('consentCookie', () => {
  it('keeps the choice a year on the whole site, SameSite=Lax, Secure behind HTTPS only', () => {
    expect(consentCookie('necessary', { secure: false })).toBe(
      'vetshop_consent=necessary; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie('all', { secure: true })).toBe(
      'vetshop_consent=all; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('is read back as the same choice', () => {
    expect(parseConsent(consentCookie('all', { secure: false }).split(';')[0])).toBe('all');
  });
});

describe('optional storage', () => {
  it('is the search box history only; the cart, the checkout draft and the session are necessary', () => {
    expect(isOptionalStorageKey('vetshop.recent-searches')).toBe(true);
    expect(isOptionalStorageKey('vetshop.recently-viewed')).toBe(true);
    for (const necessary of [
      'vetshop.cart',
      'vetshop.cart.vet@demo.test',
      `${CHECKOUT_DRAFT_PREFIX}x`,
      'vetshop.probe',
    ])
      expect(isOptionalStorageKey(necessary), necessary).toBe(false);
  });

  it('a refusal removes every optional key and nothing else, even when the storage throws', () => {
    const store = new Map<string, string>([
      [OPTIONAL_STORAGE.recentSearches, '["otic"]'],
      [OPTIONAL_STORAGE.recentlyViewed, '[]'],
      ['vetshop.cart', '{}'],
    ]);
    removeOptionalStorage({ removeItem: (key: string) => void store.delete(key) });
    expect([...store.keys()]).toEqual(['vetshop.cart']);
    expect(() =>
      removeOptionalStorage({
        removeItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
    expect(() => removeOptionalStorage(null)).not.toThrow();
  });
});

describe('consentReturnPath', () => {
  it('returns to a page of this site only', () => {
    expect(consentReturnPath('/fr/search?q=otic')).toBe('/fr/search?q=otic');
    for (const raw of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '',
      null,
      3,
      `/${'a'.repeat(2001)}`,
    ])
      expect(consentReturnPath(raw), String(raw).slice(0, 30)).toBeNull();
  });
});
