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

/**
 * A scope as a rule on a document's values: promoted or special documents (promotions), or those holding any of
 * these tokens. An empty rule selects nothing. Read by `scopeCondition` (SQL) and the facet store (in memory).
 */
export interface ScopeRule {
  promotedOrSpecial: boolean;
  anyToken: string[];
}

export function scopeRule(scope: SearchScope | undefined, caller: Caller): ScopeRule | null {
  switch (scope) {
    case undefined:
      return null;
    case 'promotions':
      // The discounts are the caller's pricelist's, a guest's the default one (as the is_discount filter reads).
      return { promotedOrSpecial: true, anyToken: [facetToken('is_discount', caller.role ?? 'default')] };
    case 'selection':
      return {
        promotedOrSpecial: false,
        anyToken: caller.role === null ? [] : [selectionToken(caller.role)],
      };
    case 'vet_groups':
      return {
        promotedOrSpecial: false,
        anyToken: (caller.vetGroupIds ?? []).map((id) => facetToken('vet_group', String(id))),
      };
  }
}

export function scopeCondition(scope: SearchScope | undefined, caller: Caller, alias = 'd'): SQL {
  const rule = scopeRule(scope, caller);
  if (!rule) return sql`TRUE`;
  const tokens =
    rule.anyToken.length > 0 ? sql`${sql.raw(`${alias}.facet_tokens`)} && ${textArray(rule.anyToken)}` : null;
  const promoted = rule.promotedOrSpecial ? sql.raw(`${alias}.has_promotion OR ${alias}.is_special`) : null;
  const parts = [promoted, tokens].filter((p) => p !== null);
  return parts.length === 0 ? sql`FALSE` : sql`(${sql.join(parts, sql` OR `)})`;
}
