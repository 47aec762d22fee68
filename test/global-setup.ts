import { buildGoldenImage } from '@vetshop/db/testing';
import { seedDemoData } from '@vetshop/demo-data';
import { refreshSearchIndex } from '@vetshop/search';

/**
 * Vitest global setup of the integration project: one golden database per run (migrated, small demo
 * catalogue, search index built), copied for each test file by `openTestDatabase()`.
 */
export default async function setup(): Promise<void> {
  const started = Date.now();
  await buildGoldenImage(async ({ db }) => {
    await seedDemoData(db, { size: 'small' });
    await refreshSearchIndex(db);
  });
  console.log(`[test] golden database ready in ${Date.now() - started} ms (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`);
}
