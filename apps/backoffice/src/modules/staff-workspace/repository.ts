import { mailOutbox, quotations, type Executor } from '@vetshop/db';
import { count, eq, inArray } from 'drizzle-orm';

/** The outbox's mails by state: waiting to go (pending, or claimed by a sender) and given up on (failed). */
export async function countMails(db: Executor): Promise<{ waiting: number; failed: number }> {
  const rows = await db
    .select({ state: mailOutbox.state, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.state, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.state);
  const of = (states: string[]) => rows.filter((r) => states.includes(r.state)).reduce((s, r) => s + r.n, 0);
  return { waiting: of(['pending', 'sending']), failed: of(['failed']) };
}

/** Quotations the buyers asked for and the sales team has not sent yet (customer_request). */
export async function countQuotationsToComplete(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotations)
    .where(eq(quotations.state, 'customer_request'));
  return row?.n ?? 0;
}
