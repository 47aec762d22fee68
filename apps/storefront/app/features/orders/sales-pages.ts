import {
  SALE_CHANNELS,
  SALE_STATES,
  SALES_PAGE_SIZE,
  type SaleChannel,
  type SaleState,
} from '@vetshop/domain';
import type { MessageKey } from '../../i18n';

// Spec §9: the sales list shows SALES_PAGE_SIZE (10) orders a page, page 1 by default.
export { SALES_PAGE_SIZE };

const MAX_PAGE = 10_000;

/** `?page=` as typed in the address bar: anything odd is page 1 (never an error for a wrong parameter). */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Math.min(MAX_PAGE, Math.max(1, page));
}

export function pageCount(count: number, pageSize = SALES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
}

const CHANNELS = {
  fax: 'sales.channel.fax',
  mail: 'sales.channel.mail',
  phone: 'sales.channel.phone',
  web: 'sales.channel.web',
} as const satisfies Record<SaleChannel, MessageKey>;

/** The label of a sale channel (spec §3: fax, mail, phone, web); an unknown one reads "other". */
export function channelKey(channel: string): MessageKey {
  return (CHANNELS as Record<string, MessageKey>)[channel] ?? 'sales.channel.other';
}

/**
 * The quantities of an order line the detail shows: ordered, delivered, to follow, cancelled. "To follow" is
 * the backorder still undelivered: once the line is delivered (or cancelled) in full, nothing follows,
 * whatever backorder the line was placed with.
 */
export function lineQuantities(line: {
  qty: number;
  qty_delivered: number;
  qty_unavailable: number;
  qty_canceled: number;
}) {
  return {
    ordered: line.qty,
    delivered: line.qty_delivered,
    toFollow: Math.max(0, Math.min(line.qty_unavailable, line.qty - line.qty_delivered - line.qty_canceled)),
    cancelled: line.qty_canceled,
  };
}

/** The order list's filters (issue 9 §6): one sale channel, one state, none by default. */
export interface SalesFilters {
  channel: SaleChannel | null;
  state: SaleState | null;
}

/** `?channel=fax&state=sale` as the GET form sends it; an unknown value is no filter. */
export function parseSalesFilters(params: URLSearchParams): SalesFilters {
  const channel = params.get('channel');
  const state = params.get('state');
  return {
    channel: (SALE_CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as SaleChannel) : null,
    state: (SALE_STATES as readonly string[]).includes(state ?? '') ? (state as SaleState) : null,
  };
}

/** The list's query for filters and a page (page 1 and no filter left out): page links keep the filters. */
export function salesSearch(filters: SalesFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.state) params.set('state', filters.state);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

const STATES = {
  sale: 'sales.state.sale',
  done: 'sales.state.done',
  cancel: 'sales.state.cancel',
} as const satisfies Record<SaleState, MessageKey>;

export function stateKey(state: SaleState): MessageKey {
  return STATES[state];
}
