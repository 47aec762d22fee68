import { describe, expect, it } from 'vitest';
import { buildTsQuery, correctedText, type AnalyzedTerm } from './tsquery';

const term = (text: string, prefix = false, alternatives: string[] = []): AnalyzedTerm => ({
  text,
  prefix,
  alternatives,
});

describe('buildTsQuery', () => {
  it('ANDs the terms, the last one as a prefix', () => {
    expect(buildTsQuery([term('amoxicilline'), term('chi', true)])).toBe('amoxicilline & chi:*');
  });

  it('ORs typo alternatives with their term', () => {
    expect(buildTsQuery([term('meloxicom', false, ['meloxicam', 'meloxican']), term('sus', true)])).toBe(
      '(meloxicom | meloxicam | meloxican) & sus:*',
    );
    expect(buildTsQuery([term('meloxicom', false, ['meloxicam'])], { alternatives: false })).toBe(
      'meloxicom',
    );
  });

  it('restricts to weights and can OR the terms', () => {
    expect(buildTsQuery([term('amox'), term('chat', true)], { weights: 'B', any: true })).toBe(
      'amox:B | chat:*B',
    );
  });

  it('never makes a one-letter prefix', () => {
    expect(buildTsQuery([term('zorba'), term('c', true)])).toBe('zorba & c');
  });

  it('returns null without terms', () => {
    expect(buildTsQuery([])).toBeNull();
  });
});

describe('correctedText', () => {
  it('replaces corrected terms by their best alternative', () => {
    expect(correctedText([term('zorbaflam'), term('meloxicom', false, ['meloxicam'])])).toBe(
      'zorbaflam meloxicam',
    );
    expect(correctedText([term('zorbaflam'), term('meloxicam')])).toBeNull();
  });
});
