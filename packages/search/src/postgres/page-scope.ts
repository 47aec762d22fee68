import type { Role, SearchScope } from '@vetshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../engine';
import { facetToken } from './facet-tokens';
import { textArray } from './sql';

/**
 * The search pages' scopes (domain SEARCH_SCOPES) on a document `d`: a condition of the matched documents, like the
 * category's, so that the facets are counted within it. Each is built from the caller, never from the query: a
 * client cannot read another role's selection or another customer's groups.
 */

/** The token of a product in a role's selection (search_documents.facet_tokens; no facet lists it). */
export function selectionToken(role: Role): string {
  return `selection:${role}`;
}

/** What the scope depends on besides the query (part of the facet cache's key). */
export function scopeKey(scope: SearchScope | undefined, caller: Caller): unknown {
  if (scope === 'vet_groups') return [scope, [...(caller.vetGroupIds ?? [])].sort((a, b) => a - b)];
  return scope ?? null;
}

export function scopeCondition(scope: SearchScope | undefined, caller: Caller, alias = 'd'): SQL {
  const tokens = sql.raw(`${alias}.facet_tokens`);
  switch (scope) {
    case undefined:
      return sql`TRUE`;
    case 'promotions': {
      // The discounts are the caller's pricelist's, a guest's the default one (as the is_discount filter reads).
      const discount = textArray([facetToken('is_discount', caller.role ?? 'default')]);
      return sql`(${sql.raw(`${alias}.has_promotion OR ${alias}.is_special`)} OR ${tokens} @> ${discount})`;
    }
    case 'selection':
      return caller.role === null
        ? sql`FALSE`
        : sql`${tokens} @> ${textArray([selectionToken(caller.role)])}`;
    case 'vet_groups': {
      const groups = (caller.vetGroupIds ?? []).map((id) => facetToken('vet_group', String(id)));
      return groups.length === 0 ? sql`FALSE` : sql`${tokens} && ${textArray(groups)}`;
    }
  }
}
