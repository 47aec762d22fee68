import { isValidOn, type IsoDate } from '@vetshop/domain';

/**
 * Rules of the site-wide content the shop shows on every page (browser-safe: the banners' dismissal and the
 * advertisement's timer run in the page). The back office already answers only what is valid today; the page
 * checks the dates again because the shop keeps its answer up to five minutes (a banner ending at midnight).
 */

interface Dated {
  date_start: string | null;
  date_end: string | null;
}

/** The items valid on `day` (inclusive bounds, open ends). */
export function validOn<T extends Dated>(items: readonly T[], day: IsoDate): T[] {
  return items.filter((i) => isValidOn({ dateStart: i.date_start, dateEnd: i.date_end }, day));
}

/** Where the banners a buyer closed are remembered: for the browser's session (the tab), per banner. */
export const DISMISSED_BANNERS_KEY = 'vetshop.dismissedBanners';

/** The ids kept under DISMISSED_BANNERS_KEY; anything unreadable counts as none. */
export function parseDismissed(stored: string | null): Set<number> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return new Set();
    return new Set(value.filter((v): v is number => Number.isInteger(v) && v > 0));
  } catch {
    return new Set();
  }
}

/** The list with one more banner closed, as stored. */
export function withDismissed(stored: string | null, id: number): string {
  const ids = parseDismissed(stored);
  ids.add(id);
  return JSON.stringify([...ids]);
}

/**
 * How long an advertisement stays (spec doc 1 §3, §9: display_time in seconds, -1 by default = until the buyer
 * closes it): milliseconds, or null for "until closed" (-1, 0 or anything not a positive number of seconds).
 */
export function adHideAfterMs(displayTime: number): number | null {
  return Number.isFinite(displayTime) && displayTime > 0 ? Math.round(displayTime * 1000) : null;
}

/**
 * A link leaving the shop (another origin, absolute http(s)) opens in a new tab without giving it a handle on this
 * page (rel noopener noreferrer); the shop's own paths and files open in place.
 */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The back office's public file URL (`…/cms/files/{key}`) as the shop serves it (the browser talks to the shop). */
export function shopFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const key = /(?:^|\/)cms\/files\/([A-Za-z0-9_-]{8,128})(?:[?#].*)?$/.exec(url)?.[1];
  if (key) return `/cms/files/${key}`;
  return isExternalHref(url) ? url : null;
}

/**
 * Advertisements speak to buyers: the staff workspace shows none (a corner advertisement would sit over the content
 * editor's fields). Staff see them as a guest or a buyer would, signed out.
 */
export function advertisementsFor<T>(viewer: { isStaff: boolean } | null, ads: readonly T[]): readonly T[] {
  return viewer?.isStaff ? [] : ads;
}
