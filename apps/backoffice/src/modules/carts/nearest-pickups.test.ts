import { describe, expect, it } from 'vitest';
import { distanceKm, postcodeCoordinates } from './belgian-postcodes';
import { matchesPickupSearch, nearestPickups } from './nearest-pickups';

const point = (id: number, name: string, zip: string | null, city: string | null = null) => ({
  id,
  name,
  zip,
  city,
});

const points = [
  point(1, 'Dépôt Bruxelles Midi', '1060', 'Saint-Gilles'),
  point(2, 'Depot Antwerpen Berchem', '2600', 'Berchem'),
  point(3, 'Depot Gent Zuid', '9000', 'Gent'),
  point(4, 'Dépôt Liège Guillemins', '4000', 'Liège'),
  point(5, 'Dépôt Namur Bouge', '5004', 'Bouge'),
  point(6, 'Dépôt Arlon', '6700', 'Arlon'),
  point(7, 'Depot Brugge', '8000', 'Brugge'),
  point(8, 'Depot Hasselt', '3500', 'Hasselt'),
  point(9, 'Dépôt Ixelles', '1050', 'Ixelles'),
  point(10, 'Depot zonder postcode', null),
];

describe('postcodeCoordinates', () => {
  it.each([
    ['1000', 50.846],
    ['B-4000', 50.633],
    [' 9000 ', 51.054],
    // 27xx is not used by bpost: the area below it (26, Berchem) stands in.
    ['2700', 51.196],
  ])('places %s', (zip, lat) => expect(postcodeCoordinates(zip)?.lat).toBe(lat));

  it.each([[null], [''], ['0999'], ['12345'], ['L-1234'], ['abcd']])('knows no place for %s', (zip) =>
    expect(postcodeCoordinates(zip)).toBeNull(),
  );

  it('measures Brussels–Liège at about 85 km, as the crow flies', () => {
    const km = distanceKm(postcodeCoordinates('1000')!, postcodeCoordinates('4000')!);
    expect(km).toBeGreaterThan(80);
    expect(km).toBeLessThan(95);
  });
});

describe('nearestPickups', () => {
  const ids = (from: string | null, search = '', limit = 10) =>
    nearestPickups(points, from, search, limit).map((r) => r.point.id);

  it('ranks by distance from the postcode, nearest first, and keeps the limit', () => {
    expect(ids('4020', '', 3)).toEqual([4, 8, 5]); // Liège, Hasselt, Namur
    expect(ids('8400', '', 2)).toEqual([7, 3]); // Oostende: Brugge, Gent
    expect(ids('6700', '', 1)).toEqual([6]);
  });

  it('orders points of one area by the nearest postcode number, so Ixelles comes before Saint-Gilles from 1050', () => {
    expect(ids('1050', '', 2)).toEqual([9, 1]);
    expect(ids('1070', '', 2)).toEqual([1, 9]);
  });

  it('gives each point its distance, 0 in the same area, and puts a point without a postcode last', () => {
    const rows = nearestPickups(points, '9050', '', 10);
    expect(rows[0]).toMatchObject({ point: { id: 3 }, distanceKm: 0 });
    expect(rows.at(-1)).toEqual({ point: points[9], distanceKm: null });
    const km = rows.map((r) => r.distanceKm ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('without a known delivery postcode: by postcode, with no distance', () => {
    const rows = nearestPickups(points, null, '', 3);
    expect(rows.map((r) => r.point.id)).toEqual([9, 1, 2]); // 1050, 1060, 2600
    expect(rows.every((r) => r.distanceKm === null)).toBe(true);
    expect(ids('L-1234', '', 1)).toEqual([9]);
  });

  it('filters before ranking: the nearest of the matching points', () => {
    expect(ids('1000', 'gent')).toEqual([3]);
    expect(ids('9000', 'depot', 2)).toEqual([3, 7]); // Gent, then Brugge (38 km) before Antwerpen (51 km)
  });
});

describe('matchesPickupSearch', () => {
  it.each([
    ['liege', true],
    ['LIÈGE', true],
    ['Guillemins', true],
    ['depot liege', true],
    ['dépôt', true],
    ['  ', true],
    ['namur', false],
    ['liege namur', false],
  ])('"%s" in Dépôt Liège Guillemins (Liège): %s', (search, expected) =>
    expect(matchesPickupSearch({ name: 'Dépôt Liège Guillemins', city: 'Liège' }, search)).toBe(expected),
  );

  it('finds the city too: "bouge" finds the Namur depot in Bouge', () =>
    expect(matchesPickupSearch({ name: 'Dépôt Namur', city: 'Bouge' }, 'bouge')).toBe(true));
});
