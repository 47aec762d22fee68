/**
 * Where Belgian postcodes are, roughly: the first two digits of a postcode name one area (bpost numbers them by
 * region: 1000–1299 Brussels, 2xxx Antwerp, 3000–3499 Flemish Brabant, 3500–3999 Limburg, 4xxx Liège, 5xxx Namur,
 * 6xxx and 7xxx Hainaut and Luxembourg, 8xxx West Flanders, 9xxx East Flanders), and each area is placed at its
 * main town (latitude, longitude in degrees, to about 1 km). No map service is reachable from the shop and no
 * kept package or dataset holds Belgian postcodes, so this table is the whole geography of the pickup-point
 * ranking (decision 039): good to a few kilometres, which is what choosing among depots needs.
 */
const AREAS: Readonly<Record<number, readonly [lat: number, lon: number]>> = {
  10: [50.846, 4.352], // Bruxelles
  11: [50.812, 4.404], // Uccle, Auderghem, Watermael-Boitsfort
  12: [50.846, 4.43], // Woluwe
  13: [50.717, 4.601], // Wavre
  14: [50.598, 4.328], // Nivelles
  15: [50.734, 4.237], // Halle
  16: [50.779, 4.245], // Sint-Pieters-Leeuw
  17: [50.86, 4.235], // Dilbeek, Asse
  18: [50.928, 4.425], // Vilvoorde
  19: [50.885, 4.47], // Zaventem, Overijse
  20: [51.219, 4.402], // Antwerpen
  21: [51.211, 4.463], // Deurne
  22: [51.177, 4.836], // Herentals
  23: [51.322, 4.944], // Turnhout
  24: [51.191, 5.116], // Mol
  25: [51.131, 4.57], // Lier
  26: [51.196, 4.427], // Berchem
  28: [51.026, 4.477], // Mechelen
  29: [51.28, 4.47], // Schoten, Brasschaat
  30: [50.879, 4.701], // Leuven
  31: [50.98, 4.68], // Rotselaar, Keerbergen
  32: [50.987, 4.837], // Aarschot
  33: [50.807, 4.938], // Tienen
  34: [50.753, 5.082], // Landen
  35: [50.93, 5.338], // Hasselt
  36: [50.965, 5.5], // Genk
  37: [50.781, 5.464], // Tongeren
  38: [50.816, 5.186], // Sint-Truiden
  39: [51.21, 5.42], // Pelt
  40: [50.633, 5.567], // Liège
  41: [50.607, 5.5], // Seraing
  42: [50.67, 5.08], // Hannut
  43: [50.697, 5.255], // Waremme
  44: [50.645, 5.48], // Ans, Flémalle
  45: [50.519, 5.24], // Huy
  46: [50.735, 5.695], // Visé
  47: [50.629, 6.035], // Eupen
  48: [50.589, 5.862], // Verviers
  49: [50.492, 5.866], // Spa
  50: [50.467, 4.872], // Namur
  51: [50.45, 4.88], // Jambes
  53: [50.49, 5.094], // Andenne
  55: [50.261, 4.912], // Dinant
  56: [50.196, 4.543], // Philippeville
  57: [50.46, 4.7], // Jemeppe-sur-Sambre
  58: [50.56, 4.7], // Gembloux
  60: [50.411, 4.444], // Charleroi
  61: [50.38, 4.38], // Montigny-le-Tilleul
  62: [50.405, 4.525], // Châtelet
  64: [50.048, 4.316], // Chimay
  65: [50.237, 4.238], // Beaumont
  66: [50.001, 5.716], // Bastogne
  67: [49.683, 5.816], // Arlon
  68: [49.921, 5.379], // Libramont
  69: [50.227, 5.344], // Marche-en-Famenne
  70: [50.454, 3.952], // Mons
  71: [50.48, 4.187], // La Louvière
  73: [50.434, 3.795], // Boussu
  75: [50.607, 3.389], // Tournai
  76: [50.509, 3.593], // Péruwelz
  77: [50.744, 3.214], // Mouscron
  78: [50.629, 3.778], // Ath
  79: [50.6, 3.617], // Leuze-en-Hainaut
  80: [51.209, 3.225], // Brugge
  82: [51.19, 3.21], // Sint-Michiels
  83: [51.35, 3.287], // Knokke-Heist
  84: [51.216, 2.927], // Oostende
  85: [50.828, 3.265], // Kortrijk
  86: [51.033, 2.864], // Diksmuide
  87: [50.999, 3.326], // Tielt
  88: [50.946, 3.123], // Roeselare
  89: [50.851, 2.886], // Ieper
  90: [51.054, 3.717], // Gent
  91: [51.165, 4.143], // Sint-Niklaas
  92: [51.029, 4.101], // Dendermonde
  93: [50.938, 4.039], // Aalst
  94: [50.83, 4.025], // Ninove
  95: [50.773, 3.882], // Geraardsbergen
  96: [50.746, 3.6], // Ronse
  97: [50.845, 3.604], // Oudenaarde
  98: [50.983, 3.527], // Deinze
  99: [51.186, 3.566], // Eeklo
};

export interface Coordinates {
  lat: number;
  lon: number;
}

/**
 * The place of a Belgian postcode (4 digits, 1000–9999), or null for anything else. An area missing from the
 * table (a few two-digit prefixes bpost does not use) takes the nearest listed one below it.
 */
export function postcodeCoordinates(zip: string | null | undefined): Coordinates | null {
  const m = /^\s*(?:B-?\s*)?([1-9]\d{3})\s*$/i.exec(zip ?? '');
  if (!m) return null;
  for (let area = Number(m[1]!.slice(0, 2)); area >= 10; area -= 1) {
    const at = AREAS[area];
    if (at) return { lat: at[0], lon: at[1] };
  }
  return null;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
