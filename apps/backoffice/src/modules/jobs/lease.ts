import type { Executor } from '@vetshop/db';
import { releaseLease, takeLease } from './repository';

/**
 * Runs `fn` only while holding the job's lease; returns false when another process holds it. The lease outlives
 * a dead process by at most ttlMs.
 */
export async function runExclusive(
  db: Executor,
  opts: { name: string; holder: string; ttlMs: number; now: () => Date },
  fn: () => Promise<void>,
): Promise<boolean> {
  if (!(await takeLease(db, { ...opts, now: opts.now() }))) return false;
  try {
    await fn();
  } finally {
    await releaseLease(db, { name: opts.name, holder: opts.holder, now: opts.now() });
  }
  return true;
}
