import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * The back office on every core when it runs on a PostgreSQL server (issue 18 §4): the primary prepares the
 * database once (migrations, demo data, search index), then forks one worker per core; the workers share the
 * port (connections handed round-robin), each with its own connection pool. Everything they share lives in the
 * database: sessions, sign-in throttling, rate-limit counters, the mail outbox (claimed with SKIP LOCKED) and the
 * scheduled jobs (under leases, decision 016). PGlite is one embedded engine in one process: one process, always.
 */

/** How long the workers get to finish their requests and jobs after SIGTERM before they are killed. */
const STOP_GRACE_MS = 15_000;

export interface ProcessPlan {
  workers: number;
  /** Why there is only one process although more were asked for (said in the log), or null. */
  note: string | null;
}

/**
 * How many processes: one on PGlite whatever is asked (a second process cannot open its files); on PostgreSQL
 * WEB_CONCURRENCY when set (a positive integer), else one per core.
 */
export function processPlan(
  env: Record<string, string | undefined>,
  engine: 'pglite' | 'postgres',
  cores = availableParallelism(),
): ProcessPlan {
  const given = env.WEB_CONCURRENCY?.trim();
  let asked = Math.max(1, cores);
  if (given) {
    asked = Number(given);
    if (!Number.isInteger(asked) || asked < 1)
      throw new Error(`WEB_CONCURRENCY must be a positive integer (got "${env.WEB_CONCURRENCY}")`);
  }
  if (engine === 'pglite')
    return {
      workers: 1,
      note:
        asked > 1
          ? `PGlite is an embedded engine for one process: one back-office process, not ${asked} (set DATABASE_URL for one per core)`
          : null,
    };
  return { workers: asked, note: null };
}

/**
 * Runs the primary: forks the workers (each runs this same script with `cluster.isWorker` true), replaces one that
 * dies after it has listened (one that dies before is a start failure: all stop, no fork loop), and on SIGTERM or
 * SIGINT stops them all and exits.
 */
export function runPrimary(workers: number, log: (line: string) => void = (line) => console.log(line)): void {
  let stopping = false;
  const served = new Set<number>();
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    const running = alive();
    if (running.length === 0) process.exit(exitCode);
    log(`[backoffice] ${signal}: stopping ${running.length} workers`);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => {
    if (served.has(worker.id)) return;
    served.add(worker.id);
    log(`[backoffice] worker ${worker.process.pid} listening (${served.size} of ${workers} workers)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const how = signal ?? `code ${code}`;
    if (stopping) {
      if (alive().length === 0) {
        log('[backoffice] all workers stopped');
        process.exit(process.exitCode ?? 0);
      }
      return;
    }
    if (!served.delete(worker.id)) {
      log(`[backoffice] worker ${worker.process.pid} stopped before listening (${how}): stopping`);
      stop('SIGTERM', 1);
      return;
    }
    log(`[backoffice] worker ${worker.process.pid} died (${how}): starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));

  log(
    `[backoffice] primary ${process.pid}: starting ${workers} workers (PostgreSQL; WEB_CONCURRENCY overrides)`,
  );
  for (let i = 0; i < workers; i++) cluster.fork();
}
