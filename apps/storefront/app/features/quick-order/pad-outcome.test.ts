import type { CodeLookupItem, VariantLookup } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { keysToLookUp, planAdd, rowStatus, type Lookup } from './pad-outcome';
import type { PadRow } from './pad-state';
import { answerEntries, lookupBatches } from './use-lookups';

const variant = (id: number) => ({ id, sku: `SKU-${id}`, name: `Product ${id}` }) as unknown as VariantLookup;
const found = (asked: string, id: number): CodeLookupItem => ({
  asked,
  variant: variant(id),
  reason: null,
  message: null,
});
const refused = (asked: string, message: string): CodeLookupItem => ({
  asked,
  variant: null,
  reason: 'code_unknown',
  message,
});
let nextId = 1;
const row = (code: string, qty: string, picked: PadRow['picked'] = null): PadRow => ({
  id: nextId++,
  code,
  qty,
  picked,
});

describe('planAdd', () => {
  it('adds known orderable rows (the same product added up), leaves the refused ones with why, skips empty rows', () => {
    const lookups = new Map<string, Lookup>([
      ['c:A-1', found('A-1', 10)],
      ['c:A-1-BIS', found('A-1-BIS', 10)],
      ['c:B-2', found('B-2', 20)],
      ['c:NOPE-404', refused('NOPE-404', 'Aucun produit ne porte ce code.')],
      ['p:7', found('7', 70)],
      ['c:LATE-1', 'failed'],
    ]);
    const rows = [
      row('a-1', '2'),
      row('NOPE-404', '1'),
      row('B-2', 'deux'),
      row('A-1-bis', ''),
      row('', '4'),
      row('Seven', '3', { productId: 7, name: 'Seven' }),
      row('LATE-1', '1'),
      row('Carprolis', '2'),
      row('', ''),
    ];
    const plan = planAdd(rows, lookups);
    expect(plan.items.map((i) => [i.productId, i.qty])).toEqual([
      [10, 3],
      [70, 3],
    ]);
    expect(plan.added.map((r) => r.code)).toEqual(['a-1', 'A-1-bis', 'Seven']);
    expect(plan.refused.map((r) => [r.row.code, r.refusal])).toEqual([
      ['NOPE-404', { kind: 'lookup', message: 'Aucun produit ne porte ce code.' }],
      ['B-2', { kind: 'qty_invalid' }],
      ['', { kind: 'code_missing' }],
      ['LATE-1', { kind: 'unresolved' }],
      ['Carprolis', { kind: 'pick_name' }],
    ]);
  });
});

describe('rowStatus and keysToLookUp', () => {
  it('says what a row is, and asks each distinct unknown key once', () => {
    const lookups = new Map<string, Lookup>([
      ['c:A-1', found('A-1', 10)],
      ['c:P-1', 'pending'],
    ]);
    expect(rowStatus(row('a-1', ''), lookups).kind).toBe('found');
    expect(rowStatus(row('P-1', ''), lookups).kind).toBe('pending');
    expect(rowStatus(row('NEW-1', ''), lookups).kind).toBe('pending');
    // Words typed without a pick are not looked up as a code: the autocomplete names the product.
    expect(rowStatus(row('carprolis 50', ''), lookups).kind).toBe('name');
    expect(rowStatus(row('', '2'), lookups).kind).toBe('empty');
    expect(
      keysToLookUp(
        [
          row('new-1', '1'),
          row('NEW-1', '2'),
          row('a-1', '1'),
          row('P-1', '1'),
          row('carprolis', '1'),
          row('', ''),
        ],
        lookups,
      ),
    ).toEqual(['c:NEW-1']);
  });
});

describe('lookup batches', () => {
  it('sends at most 100 codes and 100 products per request: 200 rows are two requests', () => {
    const keys = [
      ...Array.from({ length: 150 }, (_, i) => `c:C${i}`),
      ...Array.from({ length: 50 }, (_, i) => `p:${i + 1}`),
    ];
    const batches = lookupBatches(keys);
    expect(batches.map((b) => [b.codes.length, b.products.length])).toEqual([
      [100, 50],
      [50, 0],
    ]);
  });

  it('maps the answer back to the keys asked; a key left unanswered (or no answer: offline) is failed', () => {
    const batch = { codes: ['A-1', 'B-2'], products: ['7'] };
    const entries = new Map(answerEntries(batch, { codes: [found('A-1', 10)], products: [found('7', 70)] }));
    expect(entries.get('c:A-1')).toMatchObject({ variant: { id: 10 } });
    expect(entries.get('c:B-2')).toBe('failed');
    expect(entries.get('p:7')).toMatchObject({ variant: { id: 70 } });
    expect(new Map(answerEntries(batch, null)).get('c:A-1')).toBe('failed');
  });
});
