import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('strips HTML, decodes common entities and collapses spaces', () => {
    expect(
      metaDescription('Milbemax  chat', '<p>Vermifuge&nbsp;pour <b>chats</b></p><p>2&nbsp;kg &amp; plus</p>'),
    ).toBe('Milbemax chat - Vermifuge pour chats 2 kg & plus');
  });

  it('skips missing parts and drops scripts', () => {
    expect(metaDescription(null, '', undefined, '<script>alert(1)</script>Seul texte', '   ')).toBe(
      'Seul texte',
    );
    expect(metaDescription(undefined)).toBe('');
  });

  it('keeps text of exactly 255 characters', () => {
    const text = 'a'.repeat(255);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts at 255 characters on a word boundary', () => {
    const words = Array.from({ length: 60 }, (_, i) => `mot${i}`).join(' ');
    // the 255-character limit falls inside "mot42", which is dropped whole
    const result = metaDescription('Titre!', words);
    expect(result).toBe(`Titre! - ${words.slice(0, words.indexOf(' mot42'))}`);
    expect(result.length).toBe(250);
  });

  it('cuts exactly at 255 when the next character is a space', () => {
    const first = 'x'.repeat(255);
    expect(metaDescription(`${first} suite`)).toBe(first);
  });

  it('hard-cuts a single long word, without splitting a surrogate pair', () => {
    expect(metaDescription('y'.repeat(300))).toBe('y'.repeat(255));
    const result = metaDescription(`${'y'.repeat(254)}😀zz`);
    expect(result).toBe('y'.repeat(254));
  });

  it('does not end on a dangling separator', () => {
    const title = 't'.repeat(250);
    expect(metaDescription(title, 'description longue')).toBe(title);
  });
});
