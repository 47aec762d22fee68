import { describe, expect, it } from 'vitest';
import { claimSavedPages, PAGES_OWNER_KEY, pageSaving } from './saved-pages';

function storage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('pages kept for offline use belong to one buyer', () => {
  it('a first sign-in on the device takes them over without dropping anything', () => {
    const s = storage();
    expect(claimSavedPages('vet@demo.test', s)).toBe(false);
    expect(s.map.get(PAGES_OWNER_KEY)).toBe('vet@demo.test');
  });

  it('the same buyer again keeps them', () => {
    const s = storage({ [PAGES_OWNER_KEY]: 'vet@demo.test' });
    expect(claimSavedPages('vet@demo.test', s)).toBe(false);
  });

  it("another buyer on the same device: the previous buyer's pages must be dropped", () => {
    const s = storage({ [PAGES_OWNER_KEY]: 'vet@demo.test' });
    expect(claimSavedPages('pharma@demo.test', s)).toBe(true);
    expect(s.map.get(PAGES_OWNER_KEY)).toBe('pharma@demo.test');
  });

  it("a page rendered for a guest (the buyer's session ended without sign-out): the buyer's pages are dropped", () => {
    const s = storage({ [PAGES_OWNER_KEY]: 'vet@demo.test' });
    expect(claimSavedPages(null, s)).toBe(true);
    expect(s.map.has(PAGES_OWNER_KEY)).toBe(false);
    expect(claimSavedPages(null, s)).toBe(false);
  });

  it('no storage (private mode): nothing to compare, nothing claimed', () => {
    expect(claimSavedPages('vet@demo.test', null)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(claimSavedPages('vet@demo.test', throwing)).toBe(false);
  });
});

describe('pages kept for a reload offline', () => {
  it('the cart at once and each time it is shown (its lines change), other pages after a pause', () => {
    expect(pageSaving('/fr/cart')).toEqual({ delayMs: 0, force: true });
    expect(pageSaving('/en/cart')).toEqual({ delayMs: 0, force: true });
    expect(pageSaving('/nl/p/amoxivantis')).toEqual({ delayMs: 2000, force: false });
    expect(pageSaving('/fr/')).toEqual({ delayMs: 2000, force: false });
    expect(pageSaving('/fr/login')).toBeNull();
    expect(pageSaving('/fr/cart-confirm')).toBeNull();
  });
});
