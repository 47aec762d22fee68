import type { StaffSummary } from '@vetshop/contract';
import type { AppContext } from '../../context';

/**
 * How much waits in each of the staff's queues, counted by the module that owns the queue's records. app.ts
 * gives them: those modules write this module's log, so this module cannot import them (no import cycle).
 */
export interface StaffQueueCounters {
  readonly quotations: (ctx: AppContext) => Promise<number>;
  readonly addressRequests: (ctx: AppContext) => Promise<number>;
  readonly mails: (ctx: AppContext) => Promise<{ waiting: number; failed: number }>;
  readonly leads: (ctx: AppContext) => Promise<number>;
  readonly smallAds: (ctx: AppContext) => Promise<number>;
  readonly registrations: (ctx: AppContext) => Promise<number>;
}

/** `GET /staff/summary`: how much waits in each of the staff's queues (the workspace's home links each count to its queue). */
export async function summary(ctx: AppContext, count: StaffQueueCounters): Promise<StaffSummary> {
  const [quotations, addressRequests, mails, leads, smallAds, registrations] = await Promise.all([
    count.quotations(ctx),
    count.addressRequests(ctx),
    count.mails(ctx),
    count.leads(ctx),
    count.smallAds(ctx),
    count.registrations(ctx),
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
