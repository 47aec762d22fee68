import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, unstorableText, unstorableTextPaths } from './storable-text';

describe('unstorableText', () => {
  it.each<[string, string, ReturnType<typeof unstorableText>]>([
    ['plain text', 'Commande de mars', null],
    ['accents and a character outside the BMP (a surrogate pair)', 'Écuries 🐎', null],
    ['a NUL character', 'a\u0000b', 'nul'],
    ['a lone low surrogate', '\udc00X', 'lone_surrogate'],
    ['a lone high surrogate at the end', 'X\ud83d', 'lone_surrogate'],
    ['a high surrogate followed by another high one', '\ud83d\ud83d\udc08', 'lone_surrogate'],
    ['a low surrogate before its high one', '\udc08\ud83d', 'lone_surrogate'],
  ])('%s', (_, text, expected) => {
    expect(unstorableText(text)).toBe(expected);
  });
});

describe('unstorableTextPaths', () => {
  it('names strings by their path and keys by their object, at any depth of arrays and objects', () => {
    const value = { name: '\udc00X', lines: [{ note: 'ok' }, { note: 'a\u0000' }], meta: { ['k\ud800']: 1 } };
    expect(unstorableTextPaths(value, 'body')).toEqual([
      { path: 'body.name', problem: 'lone_surrogate' },
      { path: 'body.lines.1.note', problem: 'nul' },
      { path: 'body.meta', problem: 'lone_surrogate' },
    ]);
  });

  it('with an empty base, names the fields from the top level', () => {
    expect(unstorableTextPaths({ a: ['x', '\udc00'] }, '')).toEqual([
      { path: 'a.1', problem: 'lone_surrogate' },
    ]);
  });

  it('stops at the limit', () => {
    expect(unstorableTextPaths(['\udc00', '\udc00', '\udc00'], 'q', { limit: 2 })).toHaveLength(2);
  });

  it('finds nothing in well-formed values', () => {
    expect(holdsUnstorableText({ a: ['🐕', 1, null, true], b: { c: 'é' } })).toBe(false);
    expect(holdsUnstorableText({ a: ['\udc00'] })).toBe(true);
  });
});
