import { describe, expect, it } from 'vitest';
import { hashString } from './hash';

// The demo catalogue and the placeholder pictures are derived from these values: a change reshuffles both.
describe('hashString (FNV-1a, 32 bits)', () => {
  it('gives the reference FNV-1a values', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});
