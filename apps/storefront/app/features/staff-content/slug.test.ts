import { describe, expect, it } from 'vitest';
import { SLUG_MAX } from '@vetshop/domain';
import { slugFollowsTitle, suggestSlug } from './slug';

describe('suggestSlug', () => {
  it('writes a title as lower-case words joined by dashes, accents dropped', () => {
    expect(suggestSlug("Fermeture d'été 2025 !")).toBe('fermeture-d-ete-2025');
    expect(suggestSlug('Nieuwe ÖFFNUNGSZEITEN — België')).toBe('nieuwe-offnungszeiten-belgie');
    expect(suggestSlug('Cœur & Œil: ß')).toBe('coeur-oeil-ss');
    expect(suggestSlug('  New   products  ')).toBe('new-products');
  });

  it('answers an empty slug for a title without letters or digits', () => {
    expect(suggestSlug('')).toBe('');
    expect(suggestSlug('!!! — ???')).toBe('');
    expect(suggestSlug('日本')).toBe('');
  });

  it('cuts a long title on a dash, never past the limit', () => {
    const slug = suggestSlug('vaccination '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('vaccination-vaccination')).toBe(true);
    expect(suggestSlug('a'.repeat(200))).toHaveLength(SLUG_MAX);
  });
});

describe('slugFollowsTitle', () => {
  it('follows while empty or still the previous suggestion, not once staff wrote their own', () => {
    expect(slugFollowsTitle('', 'Anything')).toBe(true);
    expect(slugFollowsTitle('new-produc', 'New produc')).toBe(true);
    expect(slugFollowsTitle('my-own', 'New products')).toBe(false);
  });
});
