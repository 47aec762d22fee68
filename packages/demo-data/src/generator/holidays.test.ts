import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { demoBanners } from './cms';
import { demoNews } from './cms-news';
import { belgianPublicHolidays, easterSunday, holidayDay, nextPublicHoliday } from './holidays';

describe('Belgian public holidays', () => {
  it('knows Easter and the holidays that follow it', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    const days = belgianPublicHolidays(2026).map((h) => h.date);
    expect(days).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('finds the next one, on the day itself or into the next year', () => {
    expect(nextPublicHoliday('2026-11-28').names.fr).toBe('Noël');
    expect(nextPublicHoliday('2026-12-25').date).toBe('2026-12-25');
    expect(nextPublicHoliday('2026-12-26').date).toBe('2027-01-01');
    expect(holidayDay('2026-04-06', 'fr')).toBe('lundi 6 avril 2026');
    expect(holidayDay('2026-04-06', 'en')).toBe('Monday, April 6, 2026');
  });
});

describe('the demo’s dated content', () => {
  it('in November warns of Christmas, not Easter Monday', () => {
    const [holiday] = demoBanners('2026-11-28');
    expect(holiday!.texts.fr).toBe(
      '<p>Jour férié : pas de livraison le vendredi 25 décembre 2026 (Noël).</p>',
    );
    expect(holiday!.texts.nl).toContain('Kerstmis');
    expect(holiday!.texts.en).not.toContain('Easter');
  });

  it('whatever the seed day, shows the holiday warning that day and only until the holiday it names', () => {
    for (let i = 0; i < 400; i += 1) {
      const today = addDays('2026-01-01', i);
      const [holiday, ...others] = demoBanners(today);
      expect(holiday!.dateStart <= today && today <= holiday!.dateEnd!).toBe(true);
      expect(holiday!.texts.fr).toContain(holidayDay(holiday!.dateEnd!, 'fr'));
      for (const b of others) expect(b.dateStart <= today && b.dateEnd === null).toBe(true);
      const news = demoNews(today);
      expect(news).toHaveLength(5);
      // The holiday news is dated before the seed day and speaks of a day still to come.
      expect(news[1]!.texts.en.foreword).toContain(holidayDay(nextPublicHoliday(today).date, 'en'));
    }
  });
});
