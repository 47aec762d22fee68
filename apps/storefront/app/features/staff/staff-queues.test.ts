import { STAFF_QUEUES } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { QUEUES } from './staff-queues';

describe("the staff home's queues", () => {
  it('link each count of GET /staff/summary to the page listing what waits', () => {
    expect(Object.keys(QUEUES).sort()).toEqual([...STAFF_QUEUES].sort());
    expect(Object.fromEntries(STAFF_QUEUES.map((q) => [q, QUEUES[q].href?.('fr')]))).toEqual({
      quotations: '/fr/staff/quotations',
      address_requests: '/fr/staff/address_requests?state=pending',
      mails_pending: '/fr/staff/mails?state=pending',
      mails_failed: '/fr/staff/mails?state=failed',
      small_ads: '/fr/staff/small-ads',
      registrations: '/fr/staff/registrations?state=pending',
      leads: '/fr/staff/leads',
    });
  });
});
