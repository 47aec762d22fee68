import { normalizeForSearch } from '@vetshop/domain';
import { distanceKm, postcodeCoordinates } from './belgian-postcodes';

/** What the ranking reads of a pickup point. */
export interface RankablePickup {
  id: number;
  name: string;
  city: string | null;
  zip: string | null;
}

/**
 * Whether a point's name or city holds every word typed, ignoring case and accents ("liege" finds "Liège",
 * "depot gent" finds "Depot Gent Zuid"); an empty search matches every point.
 */
export function matchesPickupSearch(point: Pick<RankablePickup, 'name' | 'city'>, search: string): boolean {
  const words = normalizeForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(`${point.name} ${point.city ?? ''}`);
  return words.every((w) => haystack.includes(w));
}

const zipNumber = (zip: string | null) => {
  const n = Number.parseInt((zip ?? '').replace(/\D/g, ''), 10);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/**
 * The `limit` points matching `search` nearest to the postcode `fromZip` (decision 039): by distance between the
 * places of the two postcodes (belgian-postcodes.ts), then — points of one area being at the same place — by the
 * nearest postcode number, then by name and id, so that the answer is the same every time. Points whose postcode
 * has no known place come after the others. Without a known `fromZip` (no delivery address yet, or one abroad)
 * the points come by postcode and name, each with a null distance.
 */
export function nearestPickups<P extends RankablePickup>(
  points: readonly P[],
  fromZip: string | null | undefined,
  search: string,
  limit: number,
): { point: P; distanceKm: number | null }[] {
  const from = postcodeCoordinates(fromZip);
  const fromNumber = zipNumber(fromZip ?? null);
  const ranked = points
    .filter((p) => matchesPickupSearch(p, search))
    .map((point) => {
      const at = from && postcodeCoordinates(point.zip);
      const km = from && at ? Math.round(distanceKm(from, at) * 10) / 10 : null;
      return { point, distanceKm: km, zipGap: Math.abs(zipNumber(point.zip) - fromNumber) };
    });
  ranked.sort(
    (a, b) =>
      (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
      (from ? (a.zipGap || 0) - (b.zipGap || 0) : zipNumber(a.point.zip) - zipNumber(b.point.zip)) ||
      a.point.name.localeCompare(b.point.name, 'fr') ||
      a.point.id - b.point.id,
  );
  return ranked.slice(0, limit).map(({ point, distanceKm: km }) => ({ point, distanceKm: km }));
}
