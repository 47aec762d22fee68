import type { Executor } from '@vetshop/db';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows of a raw SQL statement. PGlite and node-postgres both answer `{ rows }`; integers are cast to int4
 * in SQL and dates to text so both drivers give the same JavaScript values.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Chunks of at most `size` items (bound-parameter limits, memory). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An int[] parameter (one bound value whatever the length; drizzle would expand a JS array into a list). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** A text[] parameter, elements quoted as PostgreSQL array literals require. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
