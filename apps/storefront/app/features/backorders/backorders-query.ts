import { PRODUCT_FAMILIES, type ProductFamily } from '@vetshop/domain';
import type { MessageKey } from '../../i18n';

/** The list's restriction (spec doc 1 §2: all, backorders, mto): one at a time, "all" by default. */
export const RESTRICTS = ['all', 'backorders', 'mto'] as const;
export type Restrict = (typeof RESTRICTS)[number];

/** The families a buyer can pick (the statistics' three; "other" has no label of its own). */
export const FAMILIES = ['meds', 'food', 'equipment'] as const satisfies readonly ProductFamily[];

export const PRODUCTS_ON_ORDER_PAGE_SIZE = 10;

export interface ProductsOnOrderQuery {
  restrict: Restrict;
  families: ProductFamily[];
  page: number;
}

const MAX_PAGE = 10_000;

/**
 * The list's state from its URL (`?restrict=mto&family=meds&family=food&page=2`, what the GET form sends):
 * anything unknown is left out, never an error for a hand-edited address.
 */
export function parseProductsOnOrderQuery(params: URLSearchParams): ProductsOnOrderQuery {
  const raw = params.get('restrict');
  const restrict = (RESTRICTS as readonly string[]).includes(raw ?? '') ? (raw as Restrict) : 'all';
  const families = PRODUCT_FAMILIES.filter((f) => params.getAll('family').includes(f));
  const pageRaw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  return { restrict, families, page };
}

/** The list's URL query for a state (page 1 and "all" left out), so links and the form agree. */
export function productsOnOrderSearch(q: ProductsOnOrderQuery): string {
  const params = new URLSearchParams();
  if (q.restrict !== 'all') params.set('restrict', q.restrict);
  for (const f of q.families) params.append('family', f);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The back office's query of a state. */
export function backofficeQuery(q: ProductsOnOrderQuery) {
  return {
    page: q.page,
    per_page: PRODUCTS_ON_ORDER_PAGE_SIZE,
    'families[]': q.families,
    'restricts[]': q.restrict === 'all' ? [] : [q.restrict],
  };
}

export const RESTRICT_LABELS = {
  all: 'backorders.filter.all',
  backorders: 'backorders.filter.backorders',
  mto: 'backorders.filter.mto',
} as const satisfies Record<Restrict, MessageKey>;

export const FAMILY_LABELS = {
  meds: 'backorders.family.meds',
  food: 'backorders.family.food',
  equipment: 'backorders.family.equipment',
  other: 'backorders.family.other',
} as const satisfies Record<ProductFamily, MessageKey>;

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
