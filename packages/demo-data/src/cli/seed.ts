import { parseArgs } from 'node:util';
import { defaultDataDir, openDatabase } from '@vetshop/db';
import { isIsoDate } from '@vetshop/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIZES } from '../constants';
import { isSeeded, seedDemoData, truncateAll } from '../seed/seed';
import type { DemoSize } from '../types';

/**
 * `npm run db:seed -- --size small|medium|large [--seed N] [--today YYYY-MM-DD] [--force]`
 * Seeds PGlite (var/db, or PGLITE_DIR) or DATABASE_URL. Refuses a database that already has products
 * unless --force, which first empties every table.
 */
const USAGE = 'usage: seed [--size small|medium|large] [--seed N] [--today YYYY-MM-DD] [--force]';

function fail(message: string): never {
  console.error(`[demo-data] ${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'medium' },
    seed: { type: 'string' },
    today: { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const size = values.size as DemoSize;
if (!(size in DEMO_SIZES)) fail(`unknown size "${values.size}"`);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !Number.isSafeInteger(seed))
  fail(`--seed must be an integer, got "${values.seed}"`);
if (values.today !== undefined && !isIsoDate(values.today))
  fail(`--today must be YYYY-MM-DD, got "${values.today}"`);

const handle = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DIR ?? defaultDataDir(),
});
try {
  await handle.migrate();
  if (await isSeeded(handle.db)) {
    if (!values.force) {
      console.error(
        '[demo-data] the database already has products: nothing done (use --force to empty it and reseed)',
      );
      process.exitCode = 1;
    } else {
      console.log('[demo-data] --force: emptying every table');
      await truncateAll(handle.db);
    }
  }
  if (process.exitCode !== 1) {
    console.log(`[demo-data] seeding the ${size} catalogue (${handle.kind})`);
    const summary = await seedDemoData(handle.db, {
      size,
      ...(seed === undefined ? {} : { seed }),
      ...(values.today === undefined ? {} : { today: values.today }),
      log: (m) => console.log(`[demo-data]   ${m}`),
    });
    console.log(
      `[demo-data] done in ${(summary.ms / 1000).toFixed(1)} s: ${summary.products} products, ${summary.variants} variants, ` +
        `${summary.priceRules} price rules, ${summary.customers} customers, ${summary.users} users, ${summary.orders} orders`,
    );
    console.log(`[demo-data] demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.login.padEnd(20)} ${a.role.padEnd(11)} ${a.description}`);
  }
} finally {
  await handle.close();
}
