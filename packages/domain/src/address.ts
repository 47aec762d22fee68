export interface AddressLike {
  id?: number | null;
  name?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  isDropoffSite?: boolean | null;
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A drop-off site is valid as is (the carrier owns its address); any other address needs
 * name, street, zip and city (spec doc 1 §5).
 */
export function isAddressValid(a: AddressLike | null | undefined): boolean {
  if (!a) return false;
  if (a.isDropoffSite === true) return true;
  return filled(a.name) && filled(a.street) && filled(a.zip) && filled(a.city);
}

/** A cart can be ordered only when both its invoicing and delivery addresses are valid. */
export function areCartAddressesValid(
  invoicing: AddressLike | null | undefined,
  delivery: AddressLike | null | undefined,
): boolean {
  return isAddressValid(invoicing) && isAddressValid(delivery);
}

/** Invoicing and delivery count as the same address when their ids are equal; unsaved ones never match. */
export function isSameAddress(a: AddressLike | null | undefined, b: AddressLike | null | undefined): boolean {
  const idA = a?.id;
  const idB = b?.id;
  return idA !== null && idA !== undefined && idA === idB;
}

/** Letters that NFD does not split into a base letter and an accent. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};

/** Lowercase without accents, so that "Liège" is found by "liege" (address search). */
export function normalizeForSearch(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
}
