import { abandonedBefore } from '@vetshop/domain';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../context';
import { runExclusive, schedulePeriodic } from '../jobs';
import { deleteFileBytes, type ErrorLog } from './file-refs';
import { deleteUnreferenced, lockFiles, unreferencedFilesBefore } from './file-repository';

/** The sweep's lease (modules/jobs): one back-office process sweeps at a time. */
export const CMS_FILE_SWEEP_JOB = { name: 'cms-file-sweep', ttlMs: 10 * 60 * 1000 } as const;
/** Files per transaction: a long backlog is swept in short transactions that hold few locks. */
const BATCH = 200;

const PROCESS_HOLDER = `${hostname()}:${process.pid}:${randomUUID()}`;

export interface CmsFileSweep {
  /** false: another process held the lease. */
  ran: boolean;
  /** The keys of the files removed. */
  removed: string[];
}

/**
 * Removes content uploads that no record references and that are older than the grace period (24 hours: staff who
 * uploaded and abandoned an edit). Each batch in a transaction that locks the files like a save does and deletes
 * only those still unreferenced after the lock; their bytes are deleted after the commit (a failure is logged).
 */
export async function sweepCmsFiles(
  ctx: AppContext,
  opts: { now?: () => Date; holder?: string; log: ErrorLog },
): Promise<CmsFileSweep> {
  const now = opts.now ?? ctx.now;
  const removed: string[] = [];
  const ran = await runExclusive(
    ctx.db,
    { ...CMS_FILE_SWEEP_JOB, holder: opts.holder ?? PROCESS_HOLDER, now },
    async () => {
      const cutoff = abandonedBefore(now());
      for (;;) {
        const candidates = await unreferencedFilesBefore(ctx.db, cutoff, BATCH);
        if (candidates.length === 0) break;
        const gone = await ctx.db.transaction(async (tx) => {
          const locked = await lockFiles(tx, candidates);
          return deleteUnreferenced(tx, [...locked]);
        });
        await deleteFileBytes(ctx.files, gone, opts.log);
        removed.push(...gone);
        // Every candidate was referenced meanwhile: stop rather than find the same ones again.
        if (gone.length === 0) break;
      }
    },
  );
  return { ran, removed };
}

/**
 * Sweeps at start and then every `intervalMs` (an hour), never two runs of this process at once. The returned
 * function stops it and waits for a run under way. A failed run is logged and retried at the next tick.
 */
export function scheduleCmsFileSweep(
  ctx: AppContext,
  opts: { intervalMs: number; log: ErrorLog },
): () => Promise<void> {
  return schedulePeriodic(() => sweepCmsFiles(ctx, { log: opts.log }), {
    intervalMs: opts.intervalMs,
    onError: (err) => opts.log.error({ err }, 'sweeping unused content files failed'),
  });
}
