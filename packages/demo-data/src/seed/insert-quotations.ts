import {
  customers,
  queryRows,
  quotationLines,
  quotations,
  staffActions,
  users,
  type Executor,
} from '@vetshop/db';
import type { IsoDate, QuotationState } from '@vetshop/domain';
import { eq, sql } from 'drizzle-orm';
import { productCode } from '../codes';
import { DEMO_ACCOUNTS } from '../constants';
import { SHOWCASE } from '../generator/showcase';

const VET_LOGIN = DEMO_ACCOUNTS.find((a) => a.role === 'veterinary')!.login;
const STAFF_LOGIN = DEMO_ACCOUNTS.find((a) => a.role === 'staff')!.login;

/** Brussels morning of `days` before `today` (the demo's request, send and acceptance times). */
function daysBefore(today: IsoDate, days: number, hour = 9): Date {
  const d = new Date(`${today}T${String(hour).padStart(2, '0')}:00:00+01:00`);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
}

function addDays(today: IsoDate, days: number): IsoDate {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface LineSeed {
  variantId: number;
  quantity: number;
  /** Quoted unit price and discount (bp), for quoted lines. */
  quote?: { unitCents: number; discountBp: number };
}

/**
 * The vet's demo quotations, one in each state (issue 10 §1): a draft, a request for a quotation-only product,
 * one priced and sent (valid 30 days), one accepted — its order is one of the vet's delivered orders of the
 * history, so no figure of the dashboard, the sales list or the documents changes — and one cancelled. The
 * showcase products (reserved for the end-to-end journeys, e.g. the quotation-only examination table
 * VS-000012) are never used here.
 */
export async function insertQuotations(db: Executor, today: IsoDate): Promise<number> {
  const [vet] = await db
    .select({ userId: users.id, customerId: users.customerId, pricelistId: customers.pricelistId })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.login, VET_LOGIN));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.login, STAFF_LOGIN));
  if (!vet?.customerId || !staff) return 0;
  const reserved = SHOWCASE.map((s) => productCode(s.number));
  const pick = (orderMode: 'direct' | 'quotation', count: number) =>
    queryRows<{ id: number; gross: number }>(
      db,
      sql`SELECT v.id, (SELECT min(r.price_cents) FROM price_rules r
                          WHERE r.variant_id = v.id AND r.kind = 'gross' AND r.pricelist_id = ${vet.pricelistId}) AS gross
          FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.active AND v.active AND NOT p.not_sold_on_website AND NOT p.veterinary_only
            AND p.order_mode = ${orderMode} AND p.code NOT IN (${sql.join(
              reserved.map((c) => sql`${c}`),
              sql`, `,
            )})
          ORDER BY p.id DESC, v.id
          LIMIT ${count}`,
    );
  const direct = await pick('direct', 6);
  const [quotationOnly] = await pick('quotation', 1);
  const [accepted] = await queryRows<{
    id: number;
    date_order: Date | string;
    client_order_ref: string | null;
  }>(
    db,
    sql`SELECT id, date_order, client_order_ref FROM sale_orders
        WHERE customer_id = ${vet.customerId} AND delivered ORDER BY date_order, id LIMIT 1`,
  );
  if (direct.length < 6 || !quotationOnly) return 0;
  const gross = (i: number) => Number(direct[i]!.gross ?? 1000);

  let made = 0;
  const insert = async (
    state: QuotationState,
    fields: Partial<typeof quotations.$inferInsert>,
    lines: LineSeed[],
    created: Date,
  ) => {
    const [row] = await db
      .insert(quotations)
      .values({
        name: `pending-${made}`,
        customerId: vet.customerId!,
        createdBy: vet.userId,
        state,
        createdAt: created,
        updatedAt: created,
        ...fields,
      })
      .returning({ id: quotations.id });
    const id = row!.id;
    await db
      .update(quotations)
      .set({ name: `Q${created.toISOString().slice(0, 4)}-${String(id).padStart(6, '0')}` })
      .where(eq(quotations.id, id));
    await db.insert(quotationLines).values(
      lines.map((l, i) => ({
        quotationId: id,
        variantId: l.variantId,
        sequence: i + 1,
        quantity: l.quantity,
        quotedUnitPriceCents: l.quote?.unitCents ?? null,
        quotedDiscountBp: l.quote?.discountBp ?? 0,
        quoted: l.quote !== undefined,
      })),
    );
    made += 1;
    return id;
  };

  await insert(
    'draft',
    { note: 'Renouvellement du matériel de la salle de soins' },
    [
      { variantId: direct[0]!.id, quantity: 2 },
      { variantId: direct[1]!.id, quantity: 1 },
    ],
    daysBefore(today, 1),
  );

  await insert(
    'customer_request',
    {
      clientOrderRef: 'NOUVELLE-SALLE',
      note: 'Livraison et installation au rez-de-chaussée, accès par le parking.',
      requestedBy: vet.userId,
      requestedAt: daysBefore(today, 2, 10),
    },
    [{ variantId: quotationOnly.id, quantity: 1 }],
    daysBefore(today, 2),
  );

  const sentAt = daysBefore(today, 1, 15);
  const waiting = await insert(
    'waiting_acceptation',
    {
      clientOrderRef: 'STOCK-HIVER',
      requestedBy: vet.userId,
      requestedAt: daysBefore(today, 5, 11),
      sentAt,
      validityDate: addDays(today, 30),
    },
    [
      { variantId: direct[2]!.id, quantity: 24, quote: { unitCents: gross(2), discountBp: 1500 } },
      { variantId: direct[3]!.id, quantity: 10, quote: { unitCents: gross(3), discountBp: 1000 } },
    ],
    daysBefore(today, 6),
  );
  await db.insert(staffActions).values([
    {
      staffUserId: staff.id,
      recordType: 'quotation',
      recordId: waiting,
      action: 'price',
      detail: { validity_date: addDays(today, 30) },
      createdAt: daysBefore(today, 1, 14),
    },
    {
      staffUserId: staff.id,
      recordType: 'quotation',
      recordId: waiting,
      action: 'send',
      detail: { validity_date: addDays(today, 30) },
      createdAt: sentAt,
    },
  ]);

  if (accepted) {
    // The order's own product lines and prices: the quotation is what that order was made from.
    const orderLines = await queryRows<{
      variant_id: number;
      qty: number;
      unit_price_cents: number;
      discount_bp: number;
    }>(
      db,
      sql`SELECT variant_id, qty, unit_price_cents, discount_bp FROM sale_order_lines
          WHERE order_id = ${accepted.id} AND kind = 'product' AND variant_id IS NOT NULL
          ORDER BY sequence, id`,
    );
    const seen = new Set<number>();
    const lines = orderLines
      .filter((l) => !seen.has(l.variant_id) && seen.add(l.variant_id))
      .map((l) => ({
        variantId: l.variant_id,
        quantity: l.qty,
        quote: { unitCents: l.unit_price_cents, discountBp: l.discount_bp },
      }));
    const placed = new Date(accepted.date_order);
    const at = (days: number) => new Date(placed.getTime() - days * 86_400_000);
    if (lines.length > 0)
      await insert(
        'accepted',
        {
          clientOrderRef: accepted.client_order_ref,
          requestedBy: vet.userId,
          requestedAt: at(4),
          sentAt: at(2),
          acceptedAt: placed,
          validityDate: placed.toISOString().slice(0, 10),
          saleId: accepted.id,
          updatedAt: placed,
        },
        lines,
        at(5),
      );
  }

  await insert(
    'cancel',
    { requestedBy: vet.userId, requestedAt: daysBefore(today, 20), note: 'Commande passée autrement.' },
    [
      { variantId: direct[4]!.id, quantity: 3 },
      { variantId: direct[5]!.id, quantity: 1 },
    ],
    daysBefore(today, 21),
  );
  return made;
}
