import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it('replaces {name} by the parameter, numbers as written, and leaves an unknown placeholder as it is', () => {
    expect(formatMessage('Devis {name} : {total}', 'fr', { name: 'Q-7', total: 1234 })).toBe(
      'Devis Q-7 : 1234',
    );
    expect(formatMessage('Hello {name} {missing}', 'en', { name: 'Ann' })).toBe('Hello Ann {missing}');
    expect(formatMessage('{a}{a}', 'en', { a: 'x' })).toBe('xx');
    // Only the caller's own parameters: a name the object inherits is not one.
    expect(formatMessage('{constructor} {toString}', 'en', {})).toBe('{constructor} {toString}');
    // A template that is not well-formed ICU is returned as written (format-message.catalogue.test.ts makes sure
    // no message of ours is one).
    expect(formatMessage('a {b c} {} d{', 'en', { b: 'x' })).toBe('a {b c} {} d{');
    // A value is inserted as it is, never read as a template.
    expect(formatMessage('{a} {b}', 'en', { a: '{b}', b: 'B' })).toBe('{b} B');
  });

  const lines = '{count, plural, one {# ligne} other {# lignes}}';
  it('picks the plural branch by the language’s rules (French 0 and 1 are singular, English 0 is plural)', () => {
    expect(formatMessage(lines, 'fr', { count: 0 })).toBe('0 ligne');
    expect(formatMessage(lines, 'fr', { count: 1 })).toBe('1 ligne');
    expect(formatMessage(lines, 'fr', { count: 2 })).toBe('2 lignes');
    expect(formatMessage(lines, 'fr', { count: 1500 })).toBe('1500 lignes');
    const en = 'for {count, plural, one {# line} other {# lines}}.';
    expect(formatMessage(en, 'en', { count: 0 })).toBe('for 0 lines.');
    expect(formatMessage(en, 'en', { count: 1 })).toBe('for 1 line.');
    expect(formatMessage(en, 'en', { count: 3 })).toBe('for 3 lines.');
    const nl = '{count, plural, one {# regel} other {# regels}}';
    expect(formatMessage(nl, 'nl', { count: 1 })).toBe('1 regel');
    expect(formatMessage(nl, 'nl', { count: 0 })).toBe('0 regels');
  });

  it('prefers an exact =n branch, fills placeholders inside a branch, and keeps the text around it', () => {
    const t = '{who}: {n, plural, =0 {nothing} one {# item for {who}} other {# items}} left';
    expect(formatMessage(t, 'en', { who: 'Ann', n: 0 })).toBe('Ann: nothing left');
    expect(formatMessage(t, 'en', { who: 'Ann', n: 1 })).toBe('Ann: 1 item for Ann left');
    expect(formatMessage(t, 'en', { who: 'Ann', n: 7 })).toBe('Ann: 7 items left');
  });

  it('leaves a plural form as written without its number, and malformed forms as text', () => {
    expect(formatMessage(lines, 'fr', {})).toBe(lines);
    expect(formatMessage(lines, 'fr', { count: 'two' })).toBe(lines);
    expect(formatMessage('{n, plural, one {#}}', 'en', { n: 1 })).toBe('{n, plural, one {#}}');
    expect(formatMessage('{n, plural, other {#', 'en', { n: 1 })).toBe('{n, plural, other {#');
  });

  it('follows ICU quoting: the typographic ’ is text, a straight apostrophe before a brace quotes it', () => {
    expect(
      formatMessage('l’{name} : {n, plural, one {# d’entre eux} other {# d’entre eux}}', 'fr', {
        name: 'A',
        n: 2,
      }),
    ).toBe('l’A : 2 d’entre eux');
    expect(formatMessage("the shop's {name}", 'en', { name: 'list' })).toBe("the shop's list");
    // Why the catalogues write ’: ICU reads '{…}' as quoted text, and '' as one apostrophe.
    expect(formatMessage("l'{name}", 'fr', { name: 'A' })).toBe('l{name}');
    expect(formatMessage("n''est {x}", 'fr', { x: 'pas' })).toBe("n'est pas");
  });

  it('writes counts without grouping, as before (1500, not 1 500), and reads tags as text', () => {
    expect(formatMessage('{n, plural, one {# ligne} other {# lignes}}', 'fr', { n: 12500 })).toBe(
      '12500 lignes',
    );
    expect(formatMessage('{n, plural, one {# line} other {# lines}}', 'en', { n: 1500 })).toBe('1500 lines');
    expect(formatMessage('<b>{name}</b>', 'en', { name: 'x' })).toBe('<b>x</b>');
  });

  it('fills the parameters inside a plural branch and leaves a missing one as written there too', () => {
    const t = '{n, plural, one {# article pour {who}} other {# articles pour {who}}}';
    expect(formatMessage(t, 'fr', { n: 3, who: 'Ann' })).toBe('3 articles pour Ann');
    expect(formatMessage(t, 'fr', { n: 3 })).toBe('3 articles pour {who}');
  });
});
