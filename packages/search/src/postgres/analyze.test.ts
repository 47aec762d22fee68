import { describe, expect, it } from 'vitest';
import { transpositions } from './analyze';

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters once (a typo Elasticsearch’s fuzziness 1 forgives)', () => {
    expect(transpositions('meloxciam')).toContain('meloxicam');
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
  });

  it('leaves out the word itself and repeats', () => {
    expect(transpositions('aab')).toEqual(['aba']);
    expect(transpositions('a')).toEqual([]);
  });
});
