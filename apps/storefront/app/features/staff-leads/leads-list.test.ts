import { LEAD_HANDLED_FILTERS } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { LEAD_HANDLED } from './leads-list';

describe('staff leads list', () => {
  // Not imported from the contract: the page's script carries no schema library.
  it('offers the handling filters the back office knows', () => {
    expect(LEAD_HANDLED).toEqual(LEAD_HANDLED_FILTERS);
  });
});
