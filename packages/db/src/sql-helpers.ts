import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1::type[])` with ONE array parameter. Drizzle's `inArray` binds one parameter per value
 * and builds the statement value by value, which dominated the time of queries over a 1,000-line cart;
 * a single array parameter is also one plan for every list length.
 */
export function anyOf(
  column: AnyPgColumn | SQL,
  values: readonly (number | string)[],
  type: 'int' | 'text' | 'uuid',
): SQL {
  return sql`${column} = ANY(${sql.param([...values])}::${sql.raw(type)}[])`;
}
