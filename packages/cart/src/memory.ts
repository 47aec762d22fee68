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
  /** What every tab sees (with `propagationDelayMs`: what the browser holds; tabs see it later). */
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
  /**
   * Each tab reads its own copy, and another tab's writes reach it (with the event) after this delay: how
   * localStorage behaves across browser processes. Two tabs writing one key within the delay lose a write.
   */
  propagationDelayMs?: number;
}

interface TabView {
  view: Map<string, string>;
  listeners: Set<(key: string | null) => void>;
}

export function memoryStorageHub(options: MemoryStorageHubOptions = {}): MemoryStorageHub {
  const data = options.data ?? new Map<string, string>();
  const { eventDelayMs, propagationDelayMs } = options;
  const tabs = new Set<TabView>();

  function later(ms: number | undefined, fn: () => void): void {
    if (ms === undefined) queueMicrotask(fn);
    else setTimeout(fn, ms);
  }

  /** `value` null: removed. */
  function announce(from: TabView, key: string, value: string | null): void {
    for (const tab of tabs) {
      if (tab === from) continue;
      if (propagationDelayMs !== undefined) {
        later(propagationDelayMs, () => {
          if ((tab.view.get(key) ?? null) === value) return;
          if (value === null) tab.view.delete(key);
          else tab.view.set(key, value);
          for (const listener of tab.listeners) listener(key);
        });
        continue;
      }
      for (const listener of tab.listeners) later(eventDelayMs, () => listener(key));
    }
  }

  return {
    data,
    tab(): CartStorage {
      const tab: TabView = {
        view: propagationDelayMs === undefined ? data : new Map(data),
        listeners: new Set(),
      };
      tabs.add(tab);
      const { view, listeners } = tab;
      return {
        get: (key) => view.get(key) ?? null,
        set(key, value) {
          if (view.get(key) === value) return;
          view.set(key, value);
          if (view !== data) data.set(key, value);
          announce(tab, key, value);
        },
        remove(key) {
          if (!view.delete(key)) return;
          if (view !== data) data.delete(key);
          announce(tab, key, null);
        },
        keys: () => [...view.keys()],
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
