// @ts-check
// The storefront on every core: a primary process forks one worker per core (node:cluster), the workers share
// the port (the primary hands connections round-robin), a worker that dies is replaced, SIGTERM stops them all.
// The primary also relays broadcasts between workers: the in-process caches that the content purge drops live
// in each worker, so a purge received by one is passed to the others (app/lib/cluster.server.ts).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError } from './config-loader.js';

/** Messages between the primary and its workers (only these are relayed; anything else is ignored). */
export const BROADCAST = 'vetshop:broadcast';
export const BROADCAST_ACK = 'vetshop:broadcast-ack';
export const BROADCAST_DONE = 'vetshop:broadcast-done';
/** A worker that does not answer a broadcast within this time (busy or dying) is not waited for longer. */
export const BROADCAST_TIMEOUT_MS = 2_000;
/** How long the workers get to finish their requests after SIGTERM before they are killed. */
export const STOP_GRACE_MS = 10_000;

/**
 * How many worker processes to run: WEB_CONCURRENCY when set (a positive integer, the usual name on hosting
 * platforms), else one per core the machine makes available. 1 means no cluster at all (one plain process).
 * @param {Record<string, string | undefined>} env
 * @param {number} [cores]
 * @returns {number}
 */
export function workerCount(env, cores = availableParallelism()) {
  const given = env.WEB_CONCURRENCY?.trim();
  if (!given) return Math.max(1, cores);
  const n = Number(given);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`WEB_CONCURRENCY must be a positive integer (got "${env.WEB_CONCURRENCY}")`);
  return n;
}

/**
 * @typedef {{ type: typeof BROADCAST, id: number, topic: string }} BroadcastMessage
 * @typedef {{ type: typeof BROADCAST_ACK, id: number }} BroadcastAck
 * @typedef {{ type: typeof BROADCAST_DONE, id: number, reached: number }} BroadcastDone
 */

/**
 * @param {unknown} message
 * @returns {message is { type: string, id: number }}
 */
function isOurs(message) {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (/** @type {{ type?: unknown }} */ (message).type) === 'string' &&
    typeof (/** @type {{ id?: unknown }} */ (message).id) === 'number'
  );
}

/**
 * Runs the primary: forks `workers` workers (each runs this same script, `cluster.isWorker` true), replaces a
 * worker that dies once it has served (one that dies before listening is a start failure: everything stops,
 * rather than forking in a loop), relays broadcasts, and stops the workers on SIGTERM/SIGINT.
 * @param {{ workers: number, name: string, log?: (line: string) => void }} options
 */
export function runPrimary({ workers, name, log = (line) => console.log(line) }) {
  let stopping = false;
  /** Workers that have listened at least once: their death is a crash to repair, not a start failure. */
  const served = new Set();
  /** @type {Map<number, { origin: import('node:cluster').Worker, id: number, reached: number, waiting: Set<number>, timer: NodeJS.Timeout }>} */
  const relays = new Map();
  let nextRelay = 1;

  /** @param {number} relayId */
  const finish = (relayId) => {
    const relay = relays.get(relayId);
    if (!relay || relay.waiting.size > 0) return;
    clearTimeout(relay.timer);
    relays.delete(relayId);
    const origin = relay.origin;
    if (origin.isConnected()) {
      /** @type {BroadcastDone} */
      const done = { type: BROADCAST_DONE, id: relay.id, reached: relay.reached };
      origin.send(done);
    }
  };

  /** @param {import('node:cluster').Worker} origin @param {number} id @param {string} topic */
  const relay = (origin, id, topic) => {
    const relayId = nextRelay++;
    const others = Object.values(cluster.workers ?? {}).filter(
      (w) => w !== undefined && w !== origin && w.isConnected(),
    );
    const entry = {
      origin,
      id,
      reached: 0,
      waiting: new Set(others.map((w) => /** @type {import('node:cluster').Worker} */ (w).id)),
      timer: setTimeout(() => {
        const pending = relays.get(relayId);
        if (pending) {
          log(`[${name}] broadcast "${topic}": ${pending.waiting.size} worker(s) did not answer in time`);
          pending.waiting.clear();
          finish(relayId);
        }
      }, BROADCAST_TIMEOUT_MS),
    };
    relays.set(relayId, entry);
    for (const worker of others) {
      /** @type {BroadcastMessage} */
      const message = { type: BROADCAST, id: relayId, topic };
      worker?.send(message);
    }
    finish(relayId);
  };

  /** @param {import('node:cluster').Worker} worker */
  const forget = (worker) => {
    // A worker gone while a relay waits for it: it has nothing left to purge.
    for (const [relayId, entry] of relays) if (entry.waiting.delete(worker.id)) finish(relayId);
  };

  cluster.on('message', (worker, message) => {
    if (!isOurs(message)) return;
    if (message.type === BROADCAST)
      relay(worker, message.id, String(/** @type {BroadcastMessage} */ (message).topic));
    else if (message.type === BROADCAST_ACK) {
      const entry = relays.get(message.id);
      if (entry?.waiting.delete(worker.id)) {
        entry.reached++;
        finish(message.id);
      }
    }
  });

  cluster.on('listening', (worker) => {
    if (served.has(worker.id)) return;
    served.add(worker.id);
    log(`[${name}] worker ${worker.process.pid} listening (${served.size} of ${workers} workers)`);
  });

  cluster.on('exit', (worker, code, signal) => {
    forget(worker);
    const how = signal ?? `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log(`[${name}] all workers stopped`);
        process.exit(process.exitCode ?? 0);
      }
      return;
    }
    if (!served.has(worker.id)) {
      log(`[${name}] worker ${worker.process.pid} stopped before listening (${how}): stopping`);
      stop('SIGTERM', 1);
      return;
    }
    served.delete(worker.id);
    log(`[${name}] worker ${worker.process.pid} died (${how}): starting another`);
    cluster.fork();
  });

  /** @param {NodeJS.Signals} signal @param {number} [exitCode] */
  const stop = (signal, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(exitCode);
    log(`[${name}] ${signal}: stopping ${alive.length} workers`);
    for (const worker of alive) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  };
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => stop(signal));

  log(
    `[${name}] primary ${process.pid}: starting ${workers} workers (one per core; WEB_CONCURRENCY overrides)`,
  );
  for (let i = 0; i < workers; i++) cluster.fork();
}
