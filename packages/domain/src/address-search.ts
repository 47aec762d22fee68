import { normalizeForSearch } from './address';

/** The parts of an address a buyer searches in. */
export interface SearchableAddress {
  name?: string | null;
  street?: string | null;
  street2?: string | null;
  zip?: string | null;
  city?: string | null;
  ref?: string | null;
}

/**
 * Whether an address matches what the buyer typed, ignoring case and accents (spec doc 1 §5: "liege" finds
 * "Liège"). Every word of the query must appear somewhere in the address, in any order ("liege parc" finds
 * "Clinique du Parc, 4000 Liège"); an empty query matches everything.
 */
export function matchesAddressSearch(address: SearchableAddress, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(
    [address.name, address.street, address.street2, address.zip, address.city, address.ref]
      .filter((part): part is string => typeof part === 'string')
      .join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** The addresses matching a query, in their order. */
export function filterAddresses<A extends SearchableAddress>(addresses: readonly A[], query: string): A[] {
  return addresses.filter((a) => matchesAddressSearch(a, query));
}
