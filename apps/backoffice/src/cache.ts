/**
 * Small per-database memo for data that changes rarely (reference lists, carriers): loaded once, reused
 * for `ttlMs`, shared by every request on that database. Keyed by the root database object, so each
 * test database (and each app) has its own.
 */
const entries = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

export function memo<T>(owner: object, name: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let byName = entries.get(owner);
  if (!byName) entries.set(owner, (byName = new Map()));
  const now = Date.now();
  const hit = byName.get(name);
  if (hit && now - hit.at <= ttlMs) return hit.value as Promise<T>;
  const value = load();
  byName.set(name, { at: now, value });
  value.catch(() => byName.delete(name));
  return value;
}

/** Drops a memo entry: the next read loads it again (a row the process itself just added). */
export function forget(owner: object, name: string): void {
  entries.get(owner)?.delete(name);
}
