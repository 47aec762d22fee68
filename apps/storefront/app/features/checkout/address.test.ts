import { describe, expect, it } from 'vitest';
import { addressLines, addressSummary } from './address';

describe('formatting', () => {
  it('writes addresses as lines and summaries', () => {
    const a = {
      name: 'Clinique',
      street: 'Rue 1',
      street2: null,
      zip: '5000',
      city: 'Namur',
      country_code: 'BE',
      phone: null,
    };
    expect(addressLines(a, 'fr')).toEqual(['Clinique', 'Rue 1', '5000 Namur', 'Belgique']);
    expect(addressLines(a, 'nl')).toContain('België');
    expect(addressLines({ ...a, country: { name: 'Belgium' } }, 'fr')).toContain('Belgium');
    expect(addressSummary(a)).toBe('Clinique — Rue 1, 5000 Namur');
    expect(addressSummary({ ...a, street: null, zip: null, city: null })).toBe('Clinique');
  });
});
