/**
 * FNV-1a, 32 bits: a tiny stable hash of a string, the same on every machine. Not a business rule, but shared
 * by the demo data (it derives its random streams from it) and the back office's placeholder pictures (colour and
 * pictogram of a key); this dependency-free package is the one place both may import.
 */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
