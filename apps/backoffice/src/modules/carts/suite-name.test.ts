import { describe, expect, it } from 'vitest';
import { incrementSuiteName } from './service';

describe('incrementSuiteName', () => {
  it.each([
    ['CMD-0041', 'CMD-0042'],
    ['A-12', 'A-13'],
    ['99', '100'],
    ['2026/009/B', '2026/010/B'],
    ['suite', 'suite-1'],
  ])('%s → %s', (last, next) => expect(incrementSuiteName(last)).toBe(next));
});
