/**
 * The placeholder pictures the back office serves at /media/… (products, categories, brands): a small
 * deterministic SVG per key. It lives with the route that serves it; the demo catalogue only writes the
 * URLs (demo-data's productImageUrl), so the running back office needs nothing from demo-data.
 */
import { hashString, type ImageSize } from '@vetshop/domain';

export type { ImageSize } from '@vetshop/domain';

const PIXELS: Record<ImageSize, number> = { small: 120, medium: 300, large: 600, xlarge: 1200 };

const PICTOGRAMS = [
  // pill
  '<rect x="-30" y="-12" width="60" height="24" rx="12" fill="#fff" opacity=".9"/><line x1="0" y1="-12" x2="0" y2="12" stroke="COLOR" stroke-width="3"/>',
  // bottle
  '<rect x="-16" y="-22" width="32" height="44" rx="6" fill="#fff" opacity=".9"/><rect x="-9" y="-32" width="18" height="12" rx="2" fill="#fff" opacity=".7"/>',
  // bag
  '<path d="M-24 -26 L24 -26 L30 28 L-30 28 Z" fill="#fff" opacity=".9"/><path d="M-12 -26 Q0 -40 12 -26" stroke="#fff" stroke-width="4" fill="none"/>',
  // syringe
  '<rect x="-30" y="-7" width="44" height="14" rx="3" fill="#fff" opacity=".9"/><line x1="14" y1="0" x2="34" y2="0" stroke="#fff" stroke-width="3"/><line x1="-38" y1="-10" x2="-38" y2="10" stroke="#fff" stroke-width="4"/>',
  // cross
  '<path d="M-8 -28 H8 V-8 H28 V8 H8 V28 H-8 V8 H-28 V-8 H-8 Z" fill="#fff" opacity=".9"/>',
  // paw
  '<ellipse cx="0" cy="10" rx="16" ry="13" fill="#fff" opacity=".9"/><circle cx="-20" cy="-8" r="7" fill="#fff"/><circle cx="-7" cy="-20" r="7" fill="#fff"/><circle cx="7" cy="-20" r="7" fill="#fff"/><circle cx="20" cy="-8" r="7" fill="#fff"/>',
];

function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/**
 * Up to two initials, accents removed: the first letters of the first two words that start with a
 * letter ("Amoxivantis 250 mg comprimés" → "AM"), or the first two letters of a single word.
 */
export function initialsOf(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  const [first, second] = words;
  if (first === undefined) return '?';
  if (second === undefined) return first.slice(0, 2).toUpperCase();
  return (first.charAt(0) + second.charAt(0)).toUpperCase();
}

/**
 * A small deterministic SVG for a product picture: background colour and pictogram from the key's hash,
 * initials in the middle. `key` is what the image URL identifies (e.g. "VS-000001/1"); `label`, when the
 * caller knows it (the product name), gives better initials than the key.
 */
export function renderProductImage(key: string, size: ImageSize, label?: string): string {
  const px = PIXELS[size] ?? PIXELS.medium;
  const h = hashString(key);
  const hue = h % 360;
  const color = `hsl(${hue} 55% 42%)`;
  const light = `hsl(${hue} 60% 92%)`;
  const pictogram = (PICTOGRAMS[(h >>> 9) % PICTOGRAMS.length] as string).replace(/COLOR/g, color);
  const initials = escapeXml(initialsOf(label ?? key.split('/')[0] ?? key));
  const caption = escapeXml(key.length > 28 ? `${key.slice(0, 27)}…` : key);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 200 200" role="img" aria-label="${caption}">`,
    `<rect width="200" height="200" fill="${light}"/>`,
    `<circle cx="100" cy="92" r="70" fill="${color}"/>`,
    `<g transform="translate(100 62)">${pictogram}</g>`,
    `<text x="100" y="132" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${initials}</text>`,
    `<text x="100" y="188" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="${color}">${caption}</text>`,
    '</svg>',
  ].join('');
}
