import { INTL_LOCALE_TAGS, type IsoDate, type Locale } from '@vetshop/domain';
import { addDays } from '../dates';

/** A Belgian public holiday: no delivery that day. */
export interface PublicHoliday {
  date: IsoDate;
  names: Record<Locale, string>;
}

/** Easter Sunday of `year` (Gregorian calendar, the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const fixed = (year: number, mmdd: string, fr: string, nl: string, en: string): PublicHoliday => ({
  date: `${year}-${mmdd}`,
  names: { fr, nl, en },
});

/** The ten Belgian public holidays of `year`, in date order. */
export function belgianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const moving = (days: number, fr: string, nl: string, en: string): PublicHoliday => ({
    date: addDays(easter, days),
    names: { fr, nl, en },
  });
  return [
    fixed(year, '01-01', 'Nouvel An', 'Nieuwjaar', 'New Year’s Day'),
    moving(1, 'lundi de Pâques', 'paasmaandag', 'Easter Monday'),
    fixed(year, '05-01', 'fête du Travail', 'Dag van de Arbeid', 'Labor Day'),
    moving(39, 'Ascension', 'Onze-Lieve-Heer-Hemelvaart', 'Ascension Day'),
    moving(50, 'lundi de Pentecôte', 'pinkstermaandag', 'Whit Monday'),
    fixed(year, '07-21', 'fête nationale', 'nationale feestdag', 'Belgian National Day'),
    fixed(year, '08-15', 'Assomption', 'Onze-Lieve-Vrouw-Hemelvaart', 'Assumption Day'),
    fixed(year, '11-01', 'Toussaint', 'Allerheiligen', 'All Saints’ Day'),
    fixed(year, '11-11', 'Armistice', 'Wapenstilstand', 'Armistice Day'),
    fixed(year, '12-25', 'Noël', 'Kerstmis', 'Christmas Day'),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The first public holiday on or after `today` (the demo's banner and news speak of it). */
export function nextPublicHoliday(today: IsoDate): PublicHoliday {
  const year = Number(today.slice(0, 4));
  return [...belgianPublicHolidays(year), ...belgianPublicHolidays(year + 1)].find((h) => h.date >= today)!;
}

/** "lundi 6 avril 2026" / "maandag 6 april 2026" / "Monday, April 6, 2026". */
export function holidayDay(date: IsoDate, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
