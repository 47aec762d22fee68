/** In-memory adapters: tests, server-side rendering, and the fallback when the browser has no Web Locks. */
import type { CartLock, CartStorage } from './types';

const noop = (): void => undefined;

/** Runs the callbacks of one name one after the other, in call order, whatever their outcome. */
export function memoryLock(): CartLock {
  const tails = new Map<string, Promise<void>>();
  return {
    run<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(fn);
      const tail = result.then(noop, noop);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

export interface MemoryStorageHub {
  /** What every tab sees. */
  readonly data: Map<string, string>;
  /**
   * A storage for one tab. Like localStorage, a change made through one tab is announced to the OTHER tabs'
   * subscribers only, asynchronously, and only when the value really changed.
   */
  tab(): CartStorage;
}

export interface MemoryStorageHubOptions {
  data?: Map<string, string>;
  /**
   * Delay of the change events. Default: a microtask. In a browser the event is a task that may come after
   * other things (a lock granted to the other tab); a delay lets a test put it there.
   */
  eventDelayMs?: number;
}

export function memoryStorageHub(options: MemoryStorageHubOptions = {}): MemoryStorageHub {
  const data = options.data ?? new Map<string, string>();
  const { eventDelayMs } = options;
  const tabs = new Set<Set<(key: string | null) => void>>();

  function announce(from: Set<(key: string | null) => void>, key: string): void {
    for (const listeners of tabs) {
      if (listeners === from) continue;
      for (const listener of listeners) {
        if (eventDelayMs === undefined) queueMicrotask(() => listener(key));
        else setTimeout(() => listener(key), eventDelayMs);
      }
    }
  }

  return {
    data,
    tab(): CartStorage {
      const listeners = new Set<(key: string | null) => void>();
      tabs.add(listeners);
      return {
        get: (key) => data.get(key) ?? null,
        set(key, value) {
          if (data.get(key) === value) return;
          data.set(key, value);
          announce(listeners, key);
        },
        remove(key) {
          if (!data.delete(key)) return;
          announce(listeners, key);
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
    },
  };
}

/** One tab over a fresh Map. */
export function memoryStorage(): CartStorage {
  return memoryStorageHub().tab();
}
