import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { AnalyzedTerm } from '../text/tsquery';
import { RELEVANCE_BOOSTS, relevanceScore, textMatch, type RelevanceMatch } from './query-builder';

const none: RelevanceMatch = {
  code: false,
  nameStart: false,
  activePrinciple: false,
  asTyped: false,
  rank: 0,
};
/** The boosts below the given one all matched, with the best full-text rank there is. */
const ORDER = ['code', 'nameStart', 'activePrinciple', 'asTyped'] as const;
const bestBelow = (field: (typeof ORDER)[number]): RelevanceMatch => {
  const below: readonly string[] = ORDER.slice(ORDER.indexOf(field) + 1);
  return {
    code: below.includes('code'),
    nameStart: below.includes('nameStart'),
    activePrinciple: below.includes('activePrinciple'),
    asTyped: below.includes('asTyped'),
    rank: 0.999,
  };
};

describe('relevance score (spec doc 2 §9)', () => {
  it('uses the spec’s boosts', () => {
    expect(RELEVANCE_BOOSTS).toEqual({
      code: 100,
      nameStart: 60,
      activePrinciple: 20,
      multiMatch: 10,
      fuzziness: 1,
    });
  });

  it('puts an exact code first, then the name start, the active principle, the words as typed', () => {
    expect(relevanceScore({ ...none, code: true })).toBeGreaterThan(relevanceScore(bestBelow('code')));
    expect(relevanceScore({ ...none, nameStart: true })).toBeGreaterThan(
      relevanceScore(bestBelow('nameStart')),
    );
    expect(relevanceScore({ ...none, activePrinciple: true })).toBeGreaterThan(
      relevanceScore(bestBelow('activePrinciple')),
    );
    expect(relevanceScore({ ...none, asTyped: true })).toBeGreaterThan(relevanceScore(bestBelow('asTyped')));
  });

  it('orders documents matched alike by their full-text rank', () => {
    const alike = { ...none, activePrinciple: true, asTyped: true };
    expect(relevanceScore({ ...alike, rank: 0.4 })).toBeGreaterThan(relevanceScore({ ...alike, rank: 0.1 }));
  });

  it('is what the search statement computes', () => {
    const terms: AnalyzedTerm[] = [{ text: 'amoxiciline', prefix: false, alternatives: ['amoxicilline'] }];
    const match = textMatch('fr', terms);
    const text = new PgDialect().sqlToQuery(match!.score).sql.replace(/\s+/g, ' ');
    expect(text).toContain('THEN 60 ELSE 0');
    expect(text).toContain('THEN 20 ELSE 0');
    expect(text).toContain('THEN 10 ELSE 1');
  });
});
