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
    // Braces that are not a placeholder are text.
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
});
