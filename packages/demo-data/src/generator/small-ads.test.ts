import {
  formatDayMonthYear,
  SMALL_AD_STATES,
  smallAdRefusalReason,
  validateSmallAdForm,
} from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { DEMO_SMALL_ADS } from './small-ads';

describe('the demo small ads', () => {
  const today = '2026-11-24';

  it('pass the form rules the back office applies', () => {
    for (const ad of DEMO_SMALL_ADS) {
      const result = validateSmallAdForm({
        name: ad.name,
        dateStart: formatDayMonthYear(addDays(today, ad.startIn)),
        dateEnd: formatDayMonthYear(addDays(today, ad.endIn)),
        category: ad.category,
        region: ad.region,
        body: ad.body,
        contact: ad.contact,
        phone: ad.phone,
        email: ad.email,
      });
      expect(result, ad.name).toMatchObject({ ok: true });
    }
  });

  it('hold every state for both authors, several published regions and categories, a refusal with its reason', () => {
    expect(new Set(DEMO_SMALL_ADS.map((a) => a.state))).toEqual(new Set(SMALL_AD_STATES));
    for (const login of ['vet@demo.test', 'pharma@demo.test'])
      expect(
        new Set(DEMO_SMALL_ADS.filter((a) => a.login === login).map((a) => a.state)).size,
      ).toBeGreaterThan(2);
    const published = DEMO_SMALL_ADS.filter((a) => a.state === 'published');
    expect(new Set(published.map((a) => a.region)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(published.map((a) => a.category)).size).toBeGreaterThanOrEqual(3);
    // Listed today: the window includes the seed's day.
    expect(published.every((a) => a.startIn <= 0 && a.endIn >= 0)).toBe(true);
    expect(DEMO_SMALL_ADS.some((a) => a.state === 'pending' && a.pdf)).toBe(true);
    for (const refused of DEMO_SMALL_ADS.filter((a) => a.state === 'cancel'))
      expect(smallAdRefusalReason(refused.rejectionReason)).toMatchObject({ ok: true });
  });
});
