import {
  addDaysIso,
  LOCALES,
  type Locale,
  currentPromotions,
  endsWithinAlertWindow,
  isVeterinaryRole,
  promoAlertKey,
  todayIso,
} from '@vetshop/domain';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../context';
import { runExclusive, schedulePeriodic } from '../jobs';
import { enqueueMail } from '../mail';
import { promoEndMail } from './mail';
import * as repo from './repository';
import { productName } from './view';

/** The job's lease (modules/jobs): several back-office processes never scan at once. */
export const PROMO_ALERTS_JOB = { name: 'promo-alerts', ttlMs: 10 * 60 * 1000 } as const;

/** This process, as the lease's holder. */
const PROCESS_HOLDER = `${hostname()}:${process.pid}:${randomUUID()}`;

export interface PromoAlertsRun {
  /** false: another process held the lease, nothing was scanned. */
  ran: boolean;
  /** Mails put in the outbox by this run (a mail sent before is not counted again). */
  enqueued: number;
}

/**
 * Puts in the outbox one promotion-end alert per (promotion, its last day, subscriber) whose promotion or
 * special — one the subscriber has today, for their pricelist — ends within config.promoAlertDays days from
 * today in Brussels (issue 10 §3, decision 017). Each mail is enqueued with its dedupe key
 * `promo-end:<rule>:<date_end>:<user>`, one subscriber's mails in one transaction: a run that dies halfway
 * loses nothing (the next run finds the rest) and a rerun sends nothing twice (the outbox refuses the key).
 * The scan runs under the 'promo-alerts' lease; even without it the key would keep each mail single.
 */
export async function runPromoAlerts(
  ctx: AppContext,
  opts: { now?: () => Date; holder?: string } = {},
): Promise<PromoAlertsRun> {
  const now = opts.now ?? ctx.now;
  let enqueued = 0;
  const ran = await runExclusive(
    ctx.db,
    { ...PROMO_ALERTS_JOB, holder: opts.holder ?? PROCESS_HOLDER, now },
    async () => {
      enqueued = await scanAndEnqueue(ctx, todayIso(now()));
    },
  );
  return { ran, enqueued };
}

async function scanAndEnqueue(ctx: AppContext, today: string): Promise<number> {
  const days = ctx.config.promoAlertDays;
  const candidates = await repo.alertCandidates(ctx.db, today, addDaysIso(today, Math.floor(days)));
  const byUser = new Map<number, repo.AlertCandidateRow[]>();
  for (const c of candidates) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);

  let enqueued = 0;
  for (const [userId, rows] of byUser) {
    const { pricelist_id: pricelistId, role } = rows[0]!;
    const rules = await repo.promotionalRules(
      ctx.db,
      rows.map((r) => r.variant_id),
      pricelistId,
      today,
    );
    const locale: Locale = (LOCALES as readonly string[]).includes(rows[0]!.locale)
      ? (rows[0]!.locale as Locale)
      : 'fr';
    const mails = rows.flatMap((row) =>
      currentPromotions(
        rules.filter((r) => r.variantId === row.variant_id),
        { date: today, isVeterinary: isVeterinaryRole(role) },
      )
        .filter((p): p is typeof p & { dateEnd: string } => endsWithinAlertWindow(p.dateEnd, today, days))
        .map((promotion) => ({ row, promotion })),
    );
    if (mails.length === 0) continue;
    // One subscriber's alerts together: a crash leaves them all to the next run, which sends each once.
    enqueued += await ctx.db.transaction(async (tx) => {
      let n = 0;
      for (const { row, promotion } of mails) {
        const rendered = promoEndMail({
          locale,
          productName: productName(row, locale),
          urlKey: row.url_key[locale],
          promotion,
          storefrontUrl: ctx.config.storefrontUrl,
        });
        const id = await enqueueMail(tx, {
          kind: 'promo_end',
          to: row.login,
          locale,
          ...rendered,
          dedupeKey: promoAlertKey(promotion.ruleId, promotion.dateEnd, userId),
          record: { type: 'product', id: row.variant_id },
        });
        if (id !== null) n += 1;
      }
      return n;
    });
  }
  return enqueued;
}

/**
 * Runs the job at start and then every `intervalMs` (PROMO_ALERT_INTERVAL_MS, an hour by default), never two
 * runs of this process at once (the lease is re-entrant for its holder). The returned function stops it and
 * waits for a run under way, so the database is not closed under it at shutdown. A failed run is logged and
 * retried at the next tick.
 */
export function schedulePromoAlerts(
  ctx: AppContext,
  opts: { intervalMs: number; log: (err: unknown) => void },
): () => Promise<void> {
  return schedulePeriodic(() => runPromoAlerts(ctx), { intervalMs: opts.intervalMs, onError: opts.log });
}
