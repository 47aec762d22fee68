import { describe, expect, it } from 'vitest';
import { mailText } from './text';

const TEXTS = {
  hello: { fr: 'Bonjour {name}', nl: 'Hallo {name}', en: 'Hello {name}' },
  lines: {
    fr: '{count, plural, one {# ligne} other {# lignes}}',
    nl: '{count, plural, one {# regel} other {# regels}}',
    en: '{count, plural, one {# line} other {# lines}}',
  },
} as const;

describe('mailText', () => {
  const t = mailText(TEXTS);

  it('reads the key in the language asked and fills its parameters', () => {
    expect(t('hello', 'fr', { name: 'Anne' })).toBe('Bonjour Anne');
    expect(t('hello', 'nl', { name: 'Anne' })).toBe('Hallo Anne');
    expect(t('hello', 'en')).toBe('Hello {name}');
  });

  it('says a count with the plural form of each language', () => {
    expect([t('lines', 'fr', { count: 1 }), t('lines', 'fr', { count: 3 })]).toEqual(['1 ligne', '3 lignes']);
    expect([t('lines', 'nl', { count: 1 }), t('lines', 'nl', { count: 3 })]).toEqual(['1 regel', '3 regels']);
    expect([t('lines', 'en', { count: 1 }), t('lines', 'en', { count: 0 })]).toEqual(['1 line', '0 lines']);
  });

  it('is typed: an unknown key or a text without every language does not compile', () => {
    // @ts-expect-error -- no such key in TEXTS
    expect(() => t('goodbye', 'fr')).toThrow();
    // @ts-expect-error -- the English text is missing
    mailText({ only: { fr: 'Seul', nl: 'Alleen' } });
  });
});
