import type { ReorderDueItem } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { dueSoonItemView, rhythmWords } from './due-soon-view';

describe('rhythmWords', () => {
  it('says days under two weeks, weeks under two months, months beyond', () => {
    expect(rhythmWords(1)).toEqual({ unit: 'day', count: 1 });
    expect(rhythmWords(10)).toEqual({ unit: 'day', count: 10 });
    expect(rhythmWords(14)).toEqual({ unit: 'week', count: 2 });
    expect(rhythmWords(26)).toEqual({ unit: 'week', count: 4 });
    expect(rhythmWords(28)).toEqual({ unit: 'week', count: 4 });
    expect(rhythmWords(31)).toEqual({ unit: 'week', count: 4 });
    expect(rhythmWords(59)).toEqual({ unit: 'week', count: 8 });
    expect(rhythmWords(60)).toEqual({ unit: 'month', count: 2 });
    expect(rhythmWords(91)).toEqual({ unit: 'month', count: 3 });
  });
});

describe('dueSoonItemView', () => {
  const item = (flags: { order_mode: 'direct' | 'quotation'; is_mto: boolean }): ReorderDueItem =>
    ({
      product: {
        id: 42,
        name: 'Benazon 5 mg – 28 comprimés',
        sku: 'BEN-5',
        price: { value: 8.5 },
        product: {
          url_key: 'benazon',
          image: { small: { src: '/img/120/benazon.webp' } },
          flags: { ...flags, has_promotion: false, is_special: false },
        },
      },
      orders: 9,
      interval_days: 28,
      last_ordered: '2026-06-04',
      days_since: 26,
      next_expected: '2026-07-02',
    }) as unknown as ReorderDueItem;

  it('keeps what the section shows: name, link, small picture, price, rhythm, one click for a direct product', () => {
    const view = dueSoonItemView(item({ order_mode: 'direct', is_mto: false }));
    expect(view).toMatchObject({
      id: 42,
      url_key: 'benazon',
      image: '/img/120/benazon.webp',
      price: { value: 8.5 },
      direct: true,
      intervalDays: 28,
      daysSince: 26,
      lastOrdered: '2026-06-04',
      nextExpected: '2026-07-02',
    });
    expect(view.info.name).toBe('Benazon 5 mg – 28 comprimés');
  });

  it('never offers one click for a product made to order or on quotation', () => {
    expect(dueSoonItemView(item({ order_mode: 'direct', is_mto: true })).direct).toBe(false);
    expect(dueSoonItemView(item({ order_mode: 'quotation', is_mto: false })).direct).toBe(false);
  });
});
