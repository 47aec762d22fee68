import { writeFileSync } from 'node:fs';

/**
 * A fake camera's picture for Chromium (`--use-file-for-fake-video-capture`): an EAN-13 barcode drawn here, from
 * the GS1 tables, into a Y4M video (raw YUV 4:2:0 frames, which Chromium reads without a decoder). The scanner's
 * journey (e2e/scan.spec.ts) shows it to the shop's camera as a box held in front of a phone.
 */

// The digit patterns of GS1 General Specifications §5.2.1.2: L (odd parity), G (even parity), R (right half).
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = L.map((p) =>
  [...p]
    .reverse()
    .map((b) => (b === '1' ? '0' : '1'))
    .join(''),
);
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
/** The first digit is not drawn: it is the parity pattern (L or G) of the six digits on the left. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 ('1' a bar): guards, six left digits by parity, centre guard, six right digits. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  let left = '';
  for (let i = 1; i <= 6; i += 1) left += (parity[i - 1] === 'L' ? L : G)[d[i]!]!;
  let right = '';
  for (let i = 7; i <= 12; i += 1) right += R[d[i]!]!;
  return `101${left}01010${right}101`;
}

/** Writes a short Y4M video (Chromium loops it) of the barcode of `code`, black on white, across the middle. */
export function writeEan13Video(path: string, code: string, width = 640, height = 480): void {
  const modules = ean13Modules(code);
  const moduleWidth = 4;
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.floor(height * 0.75);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = top; y < bottom; y += 1)
    for (let m = 0; m < modules.length; m += 1)
      if (modules[m] === '1')
        luma.fill(16, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, frame, frame]));
}
