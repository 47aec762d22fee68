/**
 * What the scanner decides without a browser (decision 042): which symbols it reads, when a read is a new box,
 * what a camera failure means for the buyer. Tested in scan-reads.test.ts.
 */

/**
 * The symbols a box may carry: EAN-13 / EAN-8 / UPC-A (GTIN), Code 128 (the CNK of medicine packs, GS1-128),
 * Code 39 (older pharmacy labels) and GS1 DataMatrix (the serialised packs' GTIN). Fewer formats, faster reads.
 */
export const READ_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'code_128', 'code_39', 'data_matrix'] as const;
/** Without these two a detector cannot read a box: the native one is then not used. */
export const REQUIRED_FORMATS = ['ean_13', 'code_128'] as const;

/**
 * A box held in front of the camera is read several times a second: its code acts once, and again only after it
 * has been out of sight this long (a second box of the same product taken out and shown).
 */
export const SAME_BOX_MS = 2500;

/** The last code seen, and when it was last seen. */
export interface LastRead {
  code: string;
  at: number;
}

/**
 * What a read means: `act` when it is a new box (another code, or the same code after SAME_BOX_MS out of sight);
 * `last` is what to remember (the same box still in sight keeps it from acting again).
 */
export function nextRead(
  last: LastRead | null,
  code: string,
  now: number,
): { act: boolean; last: LastRead | null } {
  if (code.trim() === '') return { act: false, last };
  const act = last === null || last.code !== code || now - last.at >= SAME_BOX_MS;
  return { act, last: { code, at: now } };
}

export type CameraProblem = 'denied' | 'none' | 'failed' | 'unsupported';

/**
 * What a getUserMedia failure means (DOMException names, per the Media Capture spec): the buyer or the site's
 * policy refused it; there is no camera (or none that fits); anything else (busy, hardware).
 */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  return 'failed';
}

/** Where the scanner was opened: the header opens a product's page, the cart page adds each box to the cart. */
export type ScanMode = 'open' | 'cart';

/**
 * What of a read is looked up: a GS1 DataMatrix or GS1-128 carries its GTIN (application identifier 01) followed
 * by the pack's serial, batch and expiry — often past the lookup's 64 characters, and none of them names the
 * product. A symbology identifier some scanners put first (`]d2`, `]C1`) is dropped too.
 */
export function codeToLookUp(read: string): string {
  const code = read.trim().replace(/^\][A-Za-z]\d/, '');
  const gtin = /^(?:\(01\)|01)(\d{14})/.exec(code);
  return gtin ? `01${gtin[1]}` : code;
}
