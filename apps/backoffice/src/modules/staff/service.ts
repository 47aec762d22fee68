import type { StaffSummary } from '@vetshop/contract';
import type { AppContext } from '../../context';
import { countPendingAddressRequests } from '../addresses';
import { countOpenLeads } from '../leads';
import { countPendingSmallAds } from '../small-ads';
import { countPendingRegistrations } from '../registrations';
import * as repo from './repository';

/**
 * `GET /staff/summary`: how much waits in each of the staff's queues (the workspace's home links each count to
 * its queue). Address requests are counted by their module; quotations and mails by their tables here (their
 * modules expose no count).
 */
export async function summary(ctx: AppContext): Promise<StaffSummary> {
  const [quotations, addressRequests, mails, leads, smallAds, registrations] = await Promise.all([
    repo.countQuotationsToComplete(ctx.db),
    countPendingAddressRequests(ctx.db),
    repo.countMails(ctx.db),
    countOpenLeads(ctx.db),
    countPendingSmallAds(ctx),
    countPendingRegistrations(ctx.db),
  ]);
  return {
    queues: [
      { queue: 'quotations', count: quotations },
      { queue: 'address_requests', count: addressRequests },
      { queue: 'mails_pending', count: mails.waiting },
      { queue: 'mails_failed', count: mails.failed },
      { queue: 'small_ads', count: smallAds },
      { queue: 'leads', count: leads },
      { queue: 'registrations', count: registrations },
    ],
  };
}
