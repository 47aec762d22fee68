import { describe, expect, it } from 'vitest';
import { normalizeSlug, SLUG_MAX } from './slug';

describe('normalizeSlug', () => {
  it('lower-cases, drops accents and joins words with one dash', () => {
    expect(normalizeSlug('Conditions générales de vente')).toBe('conditions-generales-de-vente');
    expect(normalizeSlug('  Über   uns!! ')).toBe('uber-uns');
    expect(normalizeSlug('Levering & retour')).toBe('levering-retour');
    expect(normalizeSlug('Œuvre — cœur / 2026')).toBe('oeuvre-coeur-2026');
    expect(normalizeSlug('already-a-slug')).toBe('already-a-slug');
  });
  it('leaves no dash at either end and nothing for text without letters or digits', () => {
    expect(normalizeSlug('--a--b--')).toBe('a-b');
    expect(normalizeSlug('!!!')).toBe('');
    expect(normalizeSlug('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });
  it('cuts a long slug at a dash, within the limit', () => {
    const slug = normalizeSlug('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('word')).toBe(true);
    expect(normalizeSlug('a'.repeat(200))).toHaveLength(SLUG_MAX);
  });
});
