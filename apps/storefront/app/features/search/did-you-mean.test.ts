import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import '../../i18n/catalogues.server';
import { didYouMean, LINK_MARK } from './did-you-mean';

describe('didYouMean', () => {
  it('offers the corrected query when the back office corrected a word', () => {
    expect(didYouMean('amoxiciline', 'amoxicilline')).toBe('amoxicilline');
    expect(didYouMean('Amoxiciline  chien', 'amoxicilline chien')).toBe('amoxicilline chien');
  });

  it('offers nothing without a correction or when it is the query as typed', () => {
    expect(didYouMean('amoxicilline', null)).toBeNull();
    expect(didYouMean(undefined, undefined)).toBeNull();
    expect(didYouMean(' Amoxicilline ', 'amoxicilline')).toBeNull();
  });

  it('asks the question with the suggestion inside it, in each language', () => {
    const ask = (locale: 'fr' | 'nl' | 'en') =>
      translate(locale, 'search.didYouMean', { q: LINK_MARK }).replace(LINK_MARK, 'amoxicilline');
    expect(ask('fr')).toBe('Vouliez-vous dire amoxicilline ?');
    expect(ask('nl')).toBe('Bedoelde u amoxicilline?');
    expect(ask('en')).toBe('Did you mean amoxicilline?');
  });
});
