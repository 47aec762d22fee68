import type { StaffSummary } from '@vetshop/contract';
import type { AppContext } from '../../context';
import { countPendingAddressRequests } from '../addresses';
import * as repo from './repository';

/**
 * `GET /staff/summary`: how much waits in each of the staff's queues (the workspace's home links each count to
 * its queue). A queue is counted by the module that owns it where it exposes a count.
 */
export async function summary(ctx: AppContext): Promise<StaffSummary> {
  const [addressRequests, mails] = await Promise.all([
    countPendingAddressRequests(ctx.db),
    repo.countMails(ctx.db),
  ]);
  return {
    queues: [
      { queue: 'address_requests', count: addressRequests },
      { queue: 'mails_pending', count: mails.waiting },
      { queue: 'mails_failed', count: mails.failed },
    ],
  };
}
