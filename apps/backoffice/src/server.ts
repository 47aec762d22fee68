import cluster from 'node:cluster';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { openDatabase, type DbHandle } from '@vetshop/db';
import { createPostgresSearchEngine, isIndexStale, refreshSearchIndex } from '@vetshop/search';
import { buildApp } from './app';
import { processPlan, runPrimary } from './cluster';
import { loadConfig } from './config';
import { createContext } from './context';
import { printDemoAccounts, seedDemoIfEmpty } from './demo-seed';
import { scheduleCmsFileSweep } from './modules/cms';
import { runExclusive } from './modules/jobs';
import { createMailSender, startOutboxPoller } from './modules/mail';
import { schedulePromoAlerts } from './modules/promo-alerts';
import { rollingRefresh } from './modules/search';

/**
 * The back office process: migrate, load the demo catalogue into an empty database, make sure the search
 * index is priced for today, listen. Re-prices the index, batch by batch, when the day changes (prices are dated).
 * On a PostgreSQL server, one worker per core (cluster.ts): the primary prepares the database, the workers serve.
 */
const config = loadConfig();
const started = Date.now();
const plan = processPlan(process.env, config.databaseUrl ? 'postgres' : 'pglite');

/** Migrations, demo data and the search index: once, before any worker serves. */
async function prepare(dbHandle: DbHandle): Promise<void> {
  await dbHandle.migrate();
  const engine = dbHandle.kind === 'pglite' ? `PGlite (${config.pgliteDir})` : 'PostgreSQL';
  console.log(`[backoffice] database ready: ${engine}`);
  const ctx = createContext({ dbHandle, search: createPostgresSearchEngine(dbHandle.db), config });
  // The demo content's images and PDFs go to the file store like staff uploads.
  if (config.demoSize !== 'none') await seedDemoIfEmpty(dbHandle, config.demoSize, ctx.files);
  if (await isIndexStale(dbHandle.db, ctx.today())) {
    const t = Date.now();
    await refreshSearchIndex(dbHandle.db, { today: ctx.today() });
    console.log(`[backoffice] search index built for ${ctx.today()} (${Date.now() - t} ms)`);
  }
}

/** The daily re-pricing's lease (modules/jobs): with several processes, one re-prices. */
const SEARCH_REPRICE_JOB = { name: 'search-reprice', ttlMs: 30 * 60 * 1000 } as const;
const PROCESS_HOLDER = `${hostname()}:${process.pid}:${randomUUID()}`;

async function serve(dbHandle: DbHandle): Promise<void> {
  // PGlite has one process, which makes every refresh: its facet values in memory need no periodic reload.
  const search = createPostgresSearchEngine(dbHandle.db, {
    facetReloadMs: dbHandle.kind === 'pglite' ? null : 60_000,
  });
  const ctx = createContext({ dbHandle, search, config });
  const app = await buildApp({
    ctx,
    logger: { level: config.logLevel },
    validateResponses: config.validateResponses,
  });
  await app.listen({ port: config.port, host: config.host });
  const processes = cluster.isWorker ? `worker ${process.pid}` : `one process (${process.pid})`;
  console.log(
    `[backoffice] listening on http://localhost:${config.port} (API docs: /docs; ${processes}) in ${Date.now() - started} ms`,
  );
  if (config.demoSize !== 'none' && !cluster.isWorker) printDemoAccounts();
  search
    .warm({ words: config.searchWarmWords })
    .then(({ words, ms }) => app.log.info(`search warmed: ${words} frequent words in ${ms} ms`))
    .catch((err: unknown) => app.log.warn({ err }, 'search warm-up failed (searches read what they need)'));

  const hourly = setInterval(
    () => {
      void runExclusive(ctx.db, { ...SEARCH_REPRICE_JOB, holder: PROCESS_HOLDER, now: ctx.now }, async () => {
        if (await isIndexStale(dbHandle.db, ctx.today())) {
          const { products, ms } = await rollingRefresh(dbHandle.db, ctx.search, ctx.today());
          app.log.info(`search index re-priced for ${ctx.today()}: ${products} products in ${ms} ms`);
        }
      }).catch((err: unknown) => app.log.error({ err }, 'daily search refresh failed'));
    },
    60 * 60 * 1000,
  );
  hourly.unref();

  // Promotion-end alerts: at start, then every PROMO_ALERT_INTERVAL_MS; a lease keeps it to one process at a time.
  const stopPromoAlerts = schedulePromoAlerts(ctx, {
    intervalMs: config.promoAlertIntervalMs,
    log: (err) => app.log.error({ err }, 'promotion-end alerts failed'),
  });

  // Content uploads nothing uses, 24 hours after their upload (decision 019): at start, then hourly, under a lease.
  const stopCmsFileSweep = scheduleCmsFileSweep(ctx, {
    intervalMs: 60 * 60 * 1000,
    log: app.log,
  });

  // The outbox is sent only with an SMTP server; without one, mails wait in it (the staff workspace shows them).
  // Every worker sends: each claims its own rows (FOR UPDATE SKIP LOCKED, decision 016).
  const outbox = config.smtpUrl
    ? startOutboxPoller(ctx, createMailSender(config), {
        intervalMs: config.mailPollMs,
        onError: (err) => app.log.error({ err }, 'sending the mail outbox failed'),
      })
    : null;
  if (!cluster.isWorker || cluster.worker?.id === 1)
    console.log(
      outbox
        ? `[backoffice] mail: sending the outbox through SMTP every ${config.mailPollMs} ms`
        : '[backoffice] mail: no SMTP_URL, mails stay in the outbox (staff workspace: /fr/staff/mails)',
    );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      clearInterval(hourly);
      void (outbox?.stop() ?? Promise.resolve())
        .then(() => app.close())
        .then(() => stopPromoAlerts())
        .then(() => stopCmsFileSweep())
        .then(() => dbHandle.close())
        .finally(() => process.exit(0));
    });
  }
}

const open = () => openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
if (cluster.isWorker) {
  await serve(await open());
} else {
  if (plan.note) console.warn(`[backoffice] ${plan.note}`);
  const dbHandle = await open();
  await prepare(dbHandle);
  if (plan.workers > 1) {
    await dbHandle.close();
    if (config.demoSize !== 'none') printDemoAccounts();
    runPrimary(plan.workers);
  } else {
    await serve(dbHandle);
  }
}
