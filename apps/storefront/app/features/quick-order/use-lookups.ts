import { CODE_LOOKUP_MAX, type CodeLookupResult } from '@vetshop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keysToLookUp, type Lookup } from './pad-outcome';
import type { PadRow } from './pad-state';

/** Typing pauses this long before the rows' new codes are looked up: one request per pause, not per keystroke. */
export const LOOKUP_DEBOUNCE_MS = 250;

/** The keys in batches the back office takes (at most CODE_LOOKUP_MAX codes and as many products per call). */
export function lookupBatches(keys: readonly string[]): { codes: string[]; products: string[] }[] {
  const codes = keys.filter((k) => k.startsWith('c:')).map((k) => k.slice(2));
  const products = keys.filter((k) => k.startsWith('p:')).map((k) => k.slice(2));
  const batches: { codes: string[]; products: string[] }[] = [];
  for (let i = 0; i < Math.max(codes.length, products.length); i += CODE_LOOKUP_MAX)
    batches.push({
      codes: codes.slice(i, i + CODE_LOOKUP_MAX),
      products: products.slice(i, i + CODE_LOOKUP_MAX),
    });
  return batches;
}

/** The answer's items by key; a key asked but not answered (a code the back office read otherwise) is failed. */
export function answerEntries(
  batch: { codes: string[]; products: string[] },
  answer: CodeLookupResult | null,
): [string, Lookup][] {
  const found = new Map<string, Lookup>();
  for (const item of answer?.codes ?? []) found.set(`c:${item.asked.toUpperCase()}`, item);
  for (const item of answer?.products ?? []) found.set(`p:${item.asked}`, item);
  return [
    ...batch.codes.map((c): [string, Lookup] => [`c:${c}`, found.get(`c:${c}`) ?? 'failed']),
    ...batch.products.map((p): [string, Lookup] => [`p:${p}`, found.get(`p:${p}`) ?? 'failed']),
  ];
}

/**
 * The pad's lookups: each distinct code or picked product asked once, in batches, after a pause in typing. The map
 * is replaced (never mutated) when answers arrive, and keeps its entries' identity, so a row whose lookup did not
 * change is not rendered again. A failed lookup (offline) is asked again when the connection comes back, and by
 * `resolveAll` (the "add everything" button), which waits for every row to be known.
 */
export function useLookups(rows: readonly PadRow[], url: string) {
  // The ref is the truth (read by the async code between renders); the state renders it.
  const current = useRef<ReadonlyMap<string, Lookup>>(new Map());
  const [lookups, setLookups] = useState(current.current);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const update = useCallback((entries: Iterable<[string, Lookup]>) => {
    const next = new Map(current.current);
    for (const [key, value] of entries) next.set(key, value);
    current.current = next;
    setLookups(next);
  }, []);

  const fetchKeys = useCallback(
    async (keys: readonly string[]) => {
      if (keys.length === 0) return;
      update(keys.map((key): [string, Lookup] => [key, 'pending']));
      await Promise.all(
        lookupBatches(keys).map(async (batch) => {
          const params = new URLSearchParams();
          if (batch.codes.length > 0) params.set('codes', batch.codes.join(','));
          if (batch.products.length > 0) params.set('product_ids', batch.products.join(','));
          let answer: CodeLookupResult | null = null;
          try {
            const res = await fetch(`${url}?${params}`, { headers: { Accept: 'application/json' } });
            if (res.ok) answer = (await res.json()) as CodeLookupResult;
          } catch {
            answer = null;
          }
          update(answerEntries(batch, answer));
        }),
      );
    },
    [url, update],
  );

  // New codes are asked after a pause in typing; a paste of 200 rows is one round of at most two requests.
  useEffect(() => {
    const keys = keysToLookUp(rows, current.current);
    if (keys.length === 0) return;
    const timer = setTimeout(
      () => void fetchKeys(keysToLookUp(rowsRef.current, current.current)),
      LOOKUP_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [rows, fetchKeys]);

  const retryFailed = useCallback(async () => {
    const failed = [...current.current].filter(([, v]) => v === 'failed').map(([k]) => k);
    const missing = keysToLookUp(rowsRef.current, current.current);
    await fetchKeys([...new Set([...failed, ...missing])]);
  }, [fetchKeys]);

  useEffect(() => {
    const online = () => void retryFailed();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [retryFailed]);

  /** Asks what is still unknown or failed, then answers the lookups as they are (the state updates too). */
  const resolveAll = useCallback(async (): Promise<ReadonlyMap<string, Lookup>> => {
    await retryFailed();
    // Keys asked by the debounced effect just before: wait for their answers (bounded: 5 s).
    for (let i = 0; i < 50 && [...current.current.values()].includes('pending'); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return current.current;
  }, [retryFailed]);

  return { lookups, resolveAll };
}
