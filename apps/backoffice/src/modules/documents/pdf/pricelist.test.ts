import { describe, expect, it } from 'vitest';
import { streamPricelist, type PricelistRow } from './pricelist';

const BATCH = 500;
const BATCHES = 12;

function rows(from: number): PricelistRow[] {
  return Array.from({ length: BATCH }, (_, i) => ({
    sku: `VS-${String(from + i).padStart(6, '0')}-1`,
    cnk: null,
    name: `Produit ${from + i}`,
    indicatedCents: null,
    grossCents: 1_000,
    discountBp: 0,
    netCents: 1_000,
    taxRateBp: 600,
  }));
}

describe('the pricelist stream', () => {
  it('lets its first pages out while later batches are still to come, even from a database answering at once', async () => {
    let produced = 0;
    // As PGlite: each batch resolves within the same turn of the event loop (microtasks only).
    async function* batches() {
      for (let b = 0; b < BATCHES; b++) {
        await Promise.resolve();
        produced += 1;
        yield rows(b * BATCH);
      }
    }
    const out = streamPricelist({
      locale: 'fr',
      number: 'PL-C000001',
      customer: { name: 'Clinique', ref: 'C000001', vat: null },
      date: new Date('2026-03-02T10:00:00Z'),
      total: BATCH * BATCHES,
      batches: batches(),
    });
    const producedAtFirstByte = await new Promise<number>((resolve) =>
      out.once('data', () => resolve(produced)),
    );
    expect(producedAtFirstByte).toBeLessThan(BATCHES);
    // And the document still ends, whole.
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await new Promise((resolve) => out.on('end', resolve));
    expect(Buffer.concat(chunks).subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});
