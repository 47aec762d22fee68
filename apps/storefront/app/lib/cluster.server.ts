import cluster from 'node:cluster';
import { BROADCAST, BROADCAST_ACK, BROADCAST_DONE, BROADCAST_TIMEOUT_MS } from '../../cluster.js';

/**
 * Broadcasts between the storefront's worker processes (server.js runs one per core, cluster.js): what one
 * worker does to its in-process state (the content purge dropping its caches) is done by every worker. Outside
 * a cluster (one process, `--dev`, tests) there is nobody to tell and `broadcast` resolves at once.
 */

const handlers = new Map<string, () => void>();
const waiting = new Map<number, (reached: number) => void>();
let nextId = 1;
let listening = false;

interface Message {
  type: string;
  id: number;
  topic?: unknown;
  reached?: unknown;
}

function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    typeof (value as { id?: unknown }).id === 'number'
  );
}

function listen(): void {
  if (listening || !cluster.isWorker) return;
  listening = true;
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === BROADCAST && typeof message.topic === 'string') {
      try {
        handlers.get(message.topic)?.();
      } finally {
        process.send?.({ type: BROADCAST_ACK, id: message.id });
      }
    } else if (message.type === BROADCAST_DONE) {
      waiting.get(message.id)?.(typeof message.reached === 'number' ? message.reached : 0);
      waiting.delete(message.id);
    }
  });
}

/** Runs `handler` in this worker whenever another worker broadcasts `topic` (one handler per topic). */
export function onBroadcast(topic: string, handler: () => void): void {
  handlers.set(topic, handler);
  listen();
}

/**
 * Tells every other worker to run its `topic` handler; resolves once they all have (or after a timeout: a
 * dying worker is not waited for), with how many did. The caller has already done it in its own process.
 */
export function broadcast(topic: string): Promise<number> {
  if (!cluster.isWorker || !process.send) return Promise.resolve(0);
  listen();
  const id = nextId++;
  return new Promise((resolve) => {
    // Longer than the primary's own wait, so that its answer normally comes first.
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(0);
    }, BROADCAST_TIMEOUT_MS + 1_000);
    waiting.set(id, (reached) => {
      clearTimeout(timer);
      resolve(reached);
    });
    process.send?.({ type: BROADCAST, id, topic });
  });
}
