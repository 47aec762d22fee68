import { PRODUCT_FAMILIES, type ProductFamily } from '@vetshop/domain';
import type { MessageKey } from '../../i18n';
import { labelKeys } from '../../ui/list-kit';

/** The list's restriction (spec doc 1 §2: all, backorders, mto): one at a time, "all" by default. */
export const RESTRICTS = ['all', 'backorders', 'mto'] as const;
export type Restrict = (typeof RESTRICTS)[number];

/** The families a buyer can pick (the statistics' three; "other" has no label of its own). */
export const FAMILIES = ['meds', 'food', 'equipment'] as const satisfies readonly ProductFamily[];

/**
 * The list's state in its URL (ui/list-kit): `?restrict=mto&family=meds&family=food&page=2`, what the GET form
 * sends; the loader reads it with the contract's schema.
 */
export type ProductsOnOrderListState = { restrict: Restrict; family: readonly ProductFamily[]; page: number };
export const PRODUCTS_ON_ORDER_LIST_DEFAULTS: ProductsOnOrderListState = {
  restrict: 'all',
  family: [],
  page: 1,
};

export const RESTRICT_LABELS = {
  all: 'backorders.filter.all',
  backorders: 'backorders.filter.backorders',
  mto: 'backorders.filter.mto',
} as const satisfies Record<Restrict, MessageKey>;

export const FAMILY_LABELS = labelKeys(PRODUCT_FAMILIES, (family) => `backorders.family.${family}`);

/**
 * The quantity typed on the cancel page: a whole number between 1 and the backorder (spec doc 1 §5), else
 * null — the page then says 'Vous devez choisir une quantité entre 1 et {max}' and keeps what was typed.
 */
export function parseCancelQuantity(raw: FormDataEntryValue | null, max: number): number | null {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}
