import { jobLeases, type Executor } from '@vetshop/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

/**
 * Takes the lease of a scheduled job for `ttlMs` when nobody holds it (or the holder's lease ran out, or the
 * holder is us): one conditional UPDATE, so of several back-office processes exactly one gets it (decision 016).
 * The lease row is created on first use. Returns whether we hold it now.
 */
export async function takeLease(
  db: Executor,
  opts: { name: string; holder: string; ttlMs: number; now: Date },
): Promise<boolean> {
  await db.insert(jobLeases).values({ name: opts.name }).onConflictDoNothing();
  const until = new Date(opts.now.getTime() + opts.ttlMs);
  const taken = await db
    .update(jobLeases)
    .set({ holder: opts.holder, leaseUntil: until })
    .where(
      and(
        eq(jobLeases.name, opts.name),
        or(
          isNull(jobLeases.leaseUntil),
          lt(jobLeases.leaseUntil, opts.now),
          eq(jobLeases.holder, opts.holder),
        ),
      ),
    )
    .returning({ name: jobLeases.name });
  return taken.length === 1;
}

/** Gives the lease back after a run (and notes when the job last ran). */
export async function releaseLease(
  db: Executor,
  opts: { name: string; holder: string; now: Date },
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ holder: null, leaseUntil: null, lastRunAt: opts.now })
    .where(and(eq(jobLeases.name, opts.name), eq(jobLeases.holder, opts.holder)));
}

/** When the job last finished a run (null: never). */
export async function lastRun(db: Executor, name: string): Promise<Date | null> {
  const rows = await db
    .select({ at: jobLeases.lastRunAt })
    .from(jobLeases)
    .where(eq(jobLeases.name, name))
    .limit(1);
  return rows[0]?.at ?? null;
}
