import { SMALL_AD_STATES } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { QUEUE_STATES } from './queue-list';

describe('staff small-ads queue', () => {
  it('offers every state as a filter', () => {
    expect([...QUEUE_STATES].sort()).toEqual([...SMALL_AD_STATES].sort());
  });
});
