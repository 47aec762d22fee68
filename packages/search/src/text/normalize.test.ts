import { describe, expect, it } from 'vitest';
import { normalizeText, stripHtml, tokenize, vocabularyWords } from './normalize';

describe('normalizeText', () => {
  it.each([
    ['Sérum Physiologique', 'serum physiologique'],
    ['MÉLOXICAM', 'meloxicam'],
    ['Kétamine', 'ketamine'],
    ['Œil de bœuf', 'oeil de boeuf'],
    ['Straße', 'strasse'],
    ['crème 2,5 %', 'creme 2,5 %'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('tokenize', () => {
  it('splits on anything but letters and digits', () => {
    expect(tokenize("Zorbamox 250 mg – comprimés (l'enfant)")).toEqual([
      'zorbamox',
      '250',
      'mg',
      'comprimes',
      'l',
      'enfant',
    ]);
    expect(tokenize('VS-000123-2')).toEqual(['vs', '000123', '2']);
    expect(tokenize('  ')).toEqual([]);
  });
});

describe('vocabularyWords', () => {
  it('keeps distinct words of 3 letters or more, without numbers', () => {
    expect(vocabularyWords('Zorbamox 250 mg comprimés', 'amoxicilline', null, 'Zorbamox')).toEqual([
      'zorbamox',
      'comprimes',
      'amoxicilline',
    ]);
  });
});

describe('stripHtml', () => {
  it('turns catalogue HTML into plain text', () => {
    expect(stripHtml('<p>Pour <b>chiens</b>&nbsp;&amp; chats</p><script>x()</script>')).toBe(
      'Pour chiens & chats',
    );
    expect(stripHtml(null)).toBe('');
  });
});
