import { describe, expect, it } from 'vitest';
import { didYouMean, FEW_HITS, suggestionCandidates } from './suggest';
import type { AnalyzedTerm } from './tsquery';

const term = (text: string, prefix = false, alternatives: string[] = []): AnalyzedTerm => ({
  text,
  prefix,
  alternatives,
});

describe('didYouMean', () => {
  it('offers the correction of an unknown word, however many products it finds', () => {
    expect(didYouMean([term('amoxiciline', false, ['amoxicilline'])], 40)).toBe('amoxicilline');
    expect(didYouMean([term('amoxiciline', false, ['amoxicilline']), term('chien')], 2)).toBe(
      'amoxicilline chien',
    );
  });

  it('offers no correction that finds nothing either (the hits are already the correction’s)', () => {
    expect(didYouMean([term('amoxiciline', false, ['amoxicilline']), term('zzqxwv')], 0)).toBeNull();
  });

  it('offers a far more frequent neighbour of a known word only when the search finds little', () => {
    const neighbours = new Map([['amoxicillne', 'amoxicilline']]);
    const terms = [term('amoxicillne'), term('chien')];
    expect(didYouMean(terms, FEW_HITS - 1, neighbours)).toBe('amoxicilline chien');
    expect(didYouMean(terms, FEW_HITS, neighbours)).toBeNull();
    expect(didYouMean(terms, 0)).toBeNull();
  });
});

describe('suggestionCandidates', () => {
  it('looks up known whole words of a search that found little', () => {
    expect(
      suggestionCandidates([term('amoxicillne'), term('chien'), term('b12'), term('chat', true)], 1),
    ).toEqual(['amoxicillne', 'chien']);
  });

  it('looks nothing up when the search found enough or a word was already corrected', () => {
    expect(suggestionCandidates([term('amoxicillne')], FEW_HITS)).toEqual([]);
    expect(suggestionCandidates([term('amoxiciline', false, ['amoxicilline']), term('chien')], 0)).toEqual(
      [],
    );
  });
});
