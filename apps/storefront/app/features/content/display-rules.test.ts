import { describe, expect, it } from 'vitest';
import {
  adHideAfterMs,
  advertisementsFor,
  isExternalHref,
  parseDismissed,
  shopFileUrl,
  validOn,
  withDismissed,
} from './display-rules';

describe('validOn', () => {
  const items = [
    { id: 1, date_start: null, date_end: null },
    { id: 2, date_start: '2026-11-24', date_end: '2026-11-24' },
    { id: 3, date_start: '2026-11-25', date_end: null },
    { id: 4, date_start: null, date_end: '2026-11-23' },
    { id: 5, date_start: '2026-11-01 00:00:00', date_end: '2026-11-30' },
  ];
  it('keeps what is valid on the day, bounds inclusive, open ends allowed', () => {
    expect(validOn(items, '2026-11-24').map((i) => i.id)).toEqual([1, 2, 5]);
    expect(validOn(items, '2026-11-25').map((i) => i.id)).toEqual([1, 3, 5]);
  });
});

describe('dismissed banners', () => {
  it('reads the stored ids, ignoring anything else', () => {
    expect([...parseDismissed('[3,7]')]).toEqual([3, 7]);
    expect([...parseDismissed('[3,"x",-1,1.5]')]).toEqual([3]);
    expect(parseDismissed('{"a":1}').size).toBe(0);
    expect(parseDismissed('not json').size).toBe(0);
    expect(parseDismissed(null).size).toBe(0);
  });
  it('adds a banner once', () => {
    expect(withDismissed(null, 4)).toBe('[4]');
    expect(withDismissed('[4]', 4)).toBe('[4]');
    expect(withDismissed('[4]', 9)).toBe('[4,9]');
  });
});

describe('adHideAfterMs', () => {
  it('is null (until closed) for -1, the default, and for 0', () => {
    expect(adHideAfterMs(-1)).toBeNull();
    expect(adHideAfterMs(0)).toBeNull();
    expect(adHideAfterMs(Number.NaN)).toBeNull();
  });
  it('is the display time in milliseconds otherwise', () => {
    expect(adHideAfterMs(8)).toBe(8000);
  });
});

describe('links and files', () => {
  it('tells an external address from the shop’s paths', () => {
    expect(isExternalHref('https://partner.example/offer')).toBe(true);
    expect(isExternalHref('HTTP://partner.example')).toBe(true);
    expect(isExternalHref('/cms/files/abcdefgh')).toBe(false);
    expect(isExternalHref('/fr/page/cgv')).toBe(false);
  });
  it('serves the back office’s files from the shop', () => {
    expect(shopFileUrl('/cms/files/Abc_123-xyz')).toBe('/cms/files/Abc_123-xyz');
    expect(shopFileUrl('http://localhost:3310/cms/files/Abc_123-xyz?v=2')).toBe('/cms/files/Abc_123-xyz');
    expect(shopFileUrl('https://partner.example/offer')).toBe('https://partner.example/offer');
    expect(shopFileUrl('javascript:alert(1)')).toBeNull();
    expect(shopFileUrl('/cms/files/../../etc')).toBeNull();
    expect(shopFileUrl(null)).toBeNull();
  });
});

describe('advertisementsFor', () => {
  const ads = [{ id: 1 }, { id: 2 }];
  it('shows advertisements to guests and buyers, none to staff', () => {
    expect(advertisementsFor(null, ads)).toEqual(ads);
    expect(advertisementsFor({ isStaff: false }, ads)).toEqual(ads);
    expect(advertisementsFor({ isStaff: true }, ads)).toEqual([]);
  });
});
