import { cmsStaffListQuerySchema } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from './content-list';

describe('staff content list', () => {
  // Not imported from the contract: the page's script carries no schema library.
  it('offers the status filters the back office knows', () => {
    expect(CONTENT_STATUSES).toEqual(cmsStaffListQuerySchema.shape.status.unwrap().options);
  });
});
