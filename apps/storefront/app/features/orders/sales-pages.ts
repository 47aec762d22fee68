import { SALES_PAGE_SIZE, type SaleChannel } from '@vetshop/domain';
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
