import type { SaleDetail } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { saleDocumentData } from './sale-document-data';

type Line = SaleDetail['lines'][number];
const line = (over: Partial<Line>): Line => ({
  id: 1,
  kind: 'product',
  product_id: 7,
  name: 'Amoxicilline 250 - 100 comprimés',
  sku: 'VS-000007-1',
  url_key: null,
  options: null,
  qty: 10,
  qty_delivered: 6,
  qty_unavailable: 2,
  qty_canceled: 2,
  unit_price: 12.5,
  discount: 10,
  net_price: 11.25,
  amount: { untaxed: 90, tax: 5.4, total: 95.4 },
  tax_rate: 6,
  ...over,
});
const sale = {
  name: 'S2026-000042',
  date_order: '2026-03-01T10:00:00.000Z',
  client_order_ref: null,
  suite_name: '2026/17',
  note: 'Livrer à l’arrière',
  channel: 'phone',
  payment: { mode: { id: 1, name: 'Virement bancaire' } },
  invoicing: { address: null },
  delivery: {
    address: {
      name: 'Clinique',
      street: 'Rue 1',
      street2: null,
      zip: '1000',
      city: 'Bruxelles',
      phone: null,
      email: null,
      country_code: 'BE',
      is_dropoff_site: false,
    },
  },
  lines: [
    line({}),
    line({ id: 2, sku: 'VS-000008-1', product_id: 8, qty_canceled: 0 }),
    line({
      id: 3,
      kind: 'fee',
      name: 'Contribution aux frais (petite commande)',
      sku: null,
      product_id: null,
      qty: 1,
      qty_delivered: 1,
      qty_unavailable: 0,
      qty_canceled: 0,
      amount: { untaxed: 15, tax: 3.15, total: 18.15 },
      tax_rate: 21,
    }),
  ],
} as unknown as SaleDetail;
const input = {
  number: 'X',
  date: new Date('2026-03-02T00:00:00Z'),
  sale,
  customer: { name: 'Clinique', ref: 'C1', vat: null },
  cnkByVariant: new Map([[7, '1234567']]),
  locale: 'fr' as const,
};

describe('saleDocumentData', () => {
  it('shows the goods as ordered with their quantities, CNK and cents; charges go to the totals', () => {
    const data = saleDocumentData({ ...input, type: 'invoice' });
    expect(data.lines).toHaveLength(2);
    expect(data.lines[0]).toMatchObject({
      sku: 'VS-000007-1',
      cnk: '1234567',
      ordered: 10,
      delivered: 6,
      toFollow: 2,
      canceled: 2,
      unitPriceCents: 1250,
      discountBp: 1000,
      netPriceCents: 1125,
      amountCents: 9000,
      taxRateBp: 600,
      taxCents: 540,
    });
    expect(data.lines[1]!.cnk).toBeNull();
    expect(data.charges).toEqual([
      {
        kind: 'fee',
        name: 'Contribution aux frais (petite commande)',
        amountCents: 1500,
        taxRateBp: 2100,
        taxCents: 315,
      },
    ]);
    expect(data.delivery).toEqual({ name: 'Clinique', lines: ['Rue 1', '1000 Bruxelles', 'Belgique'] });
  });

  it('carries the suite number, the comment and the payment method the order page shows', () => {
    expect(saleDocumentData({ ...input, type: 'order' }).order).toMatchObject({
      suiteName: '2026/17',
      note: 'Livrer à l’arrière',
      paymentMode: 'Virement bancaire',
    });
  });

  it("counts a promotion code's lines among the charges, negative, named with the code", () => {
    const coded = {
      ...sale,
      lines: [
        ...sale.lines,
        line({
          id: 4,
          kind: 'coupon',
          name: 'Code promo SPRING10 (TVA 6 %)',
          sku: 'SPRING10',
          product_id: null,
          qty: 1,
          qty_canceled: 0,
          amount: { untaxed: -9, tax: -0.54, total: -9.54 },
          tax_rate: 6,
        }),
      ],
    } as unknown as SaleDetail;
    const data = saleDocumentData({ ...input, sale: coded, type: 'invoice' });
    expect(data.lines.map((l) => l.name)).not.toContain('Code promo SPRING10 (TVA 6 %)');
    expect(data.charges).toContainEqual({
      kind: 'coupon',
      name: 'Code promo SPRING10 (TVA 6 %)',
      amountCents: -900,
      taxRateBp: 600,
      taxCents: -54,
    });
  });

  it('a credit note credits only the cancelled quantities at their net price, with their VAT, and no charges', () => {
    const data = saleDocumentData({ ...input, type: 'credit_note' });
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]).toMatchObject({ canceled: 2, amountCents: 2250, taxCents: 135 });
    expect(data.charges).toEqual([]);
  });
});
