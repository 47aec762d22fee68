import { describe, expect, it } from 'vitest';
import { pageItems } from '../../ui/page-items';
import { parseId } from '../../lib/params';
import {
  channelKey,
  lineQuantities,
  pageCount,
  parsePage,
  parseSalesFilters,
  salesSearch,
} from './sales-pages';

describe('parsePage', () => {
  it('reads a page number and clamps it', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 2 ')).toBe(2);
    expect(parsePage('999999')).toBe(10_000);
  });
  it('never fails on a wrong parameter: page 1', () => {
    for (const raw of [null, undefined, '', '0', '-1', 'abc', '2.5', '1e3', '12345678'])
      expect(parsePage(raw), String(raw)).toBe(1);
  });
});

describe('pageCount and pageItems', () => {
  it('counts pages of 10 (at least one)', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(12, 5)).toBe(3);
  });
  it('shows first, last and neighbours, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of a single page shows that page instead.
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('55')).toBe(55);
    for (const raw of [undefined, '', '0', '-3', 'abc', '1.5', '12345678901'])
      expect(parseId(raw), String(raw)).toBeNull();
  });
  it('accepts ids the back office can hold only (a PostgreSQL integer): beyond, null (the 404)', () => {
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('9999999999')).toBeNull();
  });
});

describe('sale helpers', () => {
  it('labels channels, unknown ones as other', () => {
    expect(channelKey('web')).toBe('sales.channel.web');
    expect(channelKey('fax')).toBe('sales.channel.fax');
    expect(channelKey('pigeon')).toBe('sales.channel.other');
  });
  it('gives ordered / delivered / to follow / cancelled quantities', () => {
    // Delivered in full: the backorder it was placed with has arrived, nothing is to follow.
    const delivered = { qty: 4, qty_delivered: 4, qty_unavailable: 2, qty_canceled: 0 };
    expect(lineQuantities(delivered).toFollow).toBe(0);
    const partly = { qty: 5, qty_delivered: 3, qty_unavailable: 4, qty_canceled: 1 };
    expect(lineQuantities(partly).toFollow).toBe(1);
    expect(lineQuantities({ qty: 10, qty_delivered: 6, qty_unavailable: 3, qty_canceled: 1 })).toEqual({
      ordered: 10,
      delivered: 6,
      toFollow: 3,
      cancelled: 1,
    });
  });
});

describe('order list filters (channel, state) in the URL', () => {
  it.each([
    ['', { channel: null, state: null }],
    ['channel=fax&state=sale', { channel: 'fax', state: 'sale' }],
    ['channel=pigeon&state=lost', { channel: null, state: null }],
  ])('reads %j', (search, filters) => {
    expect(parseSalesFilters(new URLSearchParams(search))).toEqual(filters);
  });
  it('writes them back with the page, so pagination keeps the filters', () => {
    expect(salesSearch({ channel: 'phone', state: null }, 2)).toBe('?channel=phone&page=2');
    expect(salesSearch({ channel: null, state: 'done' })).toBe('?state=done');
    expect(salesSearch({ channel: null, state: null }, 1)).toBe('');
  });
});
