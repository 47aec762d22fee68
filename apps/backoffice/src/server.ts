import { openDatabase } from '@vetshop/db';
import { createPostgresSearchEngine, isIndexStale, refreshSearchIndex } from '@vetshop/search';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './context';
import { printDemoAccounts, seedDemoIfEmpty } from './demo-seed';
import { scheduleCmsFileSweep } from './modules/cms';
import { createMailSender, startOutboxPoller } from './modules/mail';
import { schedulePromoAlerts } from './modules/promo-alerts';
import { rollingRefresh } from './modules/search';

/**
 * The back office process: migrate, load the demo catalogue into an empty database, make sure the search
 * index is priced for today, listen. Re-prices the index, batch by batch, when the day changes (prices are dated).
 */
const config = loadConfig();
const started = Date.now();
const dbHandle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
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

const app = await buildApp({
  ctx,
  logger: { level: config.logLevel },
  validateResponses: config.validateResponses,
});
await app.listen({ port: config.port, host: config.host });
console.log(
  `[backoffice] listening on http://localhost:${config.port} (API docs: /docs) in ${Date.now() - started} ms`,
);
if (config.demoSize !== 'none') printDemoAccounts();

const hourly = setInterval(
  () => {
    void (async () => {
      if (await isIndexStale(dbHandle.db, ctx.today())) {
        const { products, ms } = await rollingRefresh(dbHandle.db, ctx.search, ctx.today());
        app.log.info(`search index re-priced for ${ctx.today()}: ${products} products in ${ms} ms`);
      }
    })().catch((err: unknown) => app.log.error({ err }, 'daily search refresh failed'));
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
const outbox = config.smtpUrl
  ? startOutboxPoller(ctx, createMailSender(config), {
      intervalMs: config.mailPollMs,
      onError: (err) => app.log.error({ err }, 'sending the mail outbox failed'),
    })
  : null;
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
