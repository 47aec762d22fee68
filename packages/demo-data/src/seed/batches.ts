import type { Executor } from '@vetshop/db';
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Bulk inserts through `INSERT … SELECT … FROM unnest($1::text[], $2::text[], …)`: one bound parameter
 * per COLUMN (an array of the batch's values, cast back to the column type in SQL) instead of one per
 * value. Far below PostgreSQL's 65,535-parameter limit whatever the batch, and about ten times faster
 * than building multi-row VALUES with the query builder: on PGlite its per-parameter work dominated the
 * seeding of the large catalogue. Values go through each column's own `mapToDriverValue`, so they are
 * encoded exactly as Drizzle would (jsonb, arrays, timestamps).
 */
export const BATCH_ROWS = 2_000;

interface Target {
  key: string;
  column: PgColumn;
  /** SQL type to cast the text value back to. */
  type: string;
}

function targetsOf(table: PgTable, rows: readonly object[]): Target[] {
  const present = new Set<string>();
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (v !== undefined) present.add(k);
  return Object.entries(getTableColumns(table))
    .filter(([key]) => present.has(key))
    .map(([key, column]) => {
      const type = column.getSQLType();
      return { key, column, type: type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type };
    });
}

/** A value as text for its column, or null. Missing values take the column's static default. */
function encode(target: Target, value: unknown): string | null {
  const { column } = target;
  let v = value;
  if (v === undefined) {
    v = column.defaultFn ? column.defaultFn() : column.default;
    if (v === undefined || is(v, SQL)) return null;
  }
  if (v === null) return null;
  const driver: unknown = column.mapToDriverValue(v);
  if (driver === null || driver === undefined) return null;
  return typeof driver === 'string' ? driver : String(driver);
}

function insertStatement(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  returning: PgColumn[],
): SQL {
  const targets = targetsOf(table, rows);
  const names = sql.join(
    targets.map((t) => sql.identifier(t.column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    targets.map(
      (t) => sql`${sql.param(rows.map((r) => encode(t, (r as Record<string, unknown>)[t.key])))}::text[]`,
    ),
    sql`, `,
  );
  const aliases = targets.map((_, i) => `c${i}`);
  const casts = sql.raw(targets.map((t, i) => `c${i}::${t.type}`).join(', '));
  const statement = sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${casts} from unnest(${arrays}) as t(${sql.raw(aliases.join(', '))})`;
  if (returning.length === 0) return statement;
  return sql`${statement} returning ${sql.join(
    returning.map((c) => sql.identifier(c.name)),
    sql`, `,
  )}`;
}

function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Inserts every source row, BATCH_ROWS per statement. `toRow` maps a generated row to the table's
 * insert shape one batch at a time, so a large catalogue is never copied whole.
 */
export async function insertAll<T extends PgTable, S>(
  db: Executor,
  table: T,
  source: readonly S[],
  toRow: (s: S) => T['$inferInsert'],
): Promise<void> {
  for (const chunk of chunks(source, BATCH_ROWS)) {
    await db.execute(insertStatement(table, chunk.map(toRow), []));
  }
}

/**
 * Like insertAll, and returns the generated id of each row by a unique key column (code, sku, ref…):
 * foreign keys of the next tables are looked up there, whatever ids the database hands out.
 */
export async function insertWithIds<T extends PgTable, S>(
  db: Executor,
  table: T,
  source: readonly S[],
  toRow: (s: S) => T['$inferInsert'],
  columns: { id: PgColumn; key: PgColumn },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(source, BATCH_ROWS)) {
    const statement = insertStatement(table, chunk.map(toRow), [columns.id, columns.key]);
    const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
    for (const r of result.rows) ids.set(String(r[columns.key.name]), Number(r[columns.id.name]));
  }
  return ids;
}

/** For rows that need no mapping. */
export const asIs = <R>(row: R): R => row;

/** The id of `key`, failing loudly: a missing one is a generator bug, not something to skip. */
export function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo-data: unknown ${what} "${key}"`);
  return id;
}
