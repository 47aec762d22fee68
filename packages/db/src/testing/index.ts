import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../client';
import { repoRoot } from '../paths';

/**
 * The golden test database (epic-stack style): migrate and seed ONCE per test run, snapshot it, and give
 * every test file its own copy. PGlite: a data-folder dump loaded into a fresh in-memory engine.
 * PostgreSQL (DATABASE_URL set): a template database cloned with CREATE DATABASE … TEMPLATE.
 */
// VETSHOP_TEST_GOLDEN names a golden copy of its own, so that two test runs on one machine (two work
// trees, two developers) do not rebuild each other's golden database while it is being copied.
const suffix = (process.env.VETSHOP_TEST_GOLDEN ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const GOLDEN_DB = suffix ? `vetshop_golden_${suffix}` : 'vetshop_golden';

export function goldenImagePath(): string {
  return join(repoRoot(), 'var', 'test', suffix ? `golden-pglite-${suffix}.tar.gz` : 'golden-pglite.tar.gz');
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/** Builds the golden image: a migrated database handed to `prepare` (seed, index), then frozen. */
export async function buildGoldenImage(prepare: (handle: DbHandle) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(url, [
      `DROP DATABASE IF EXISTS ${GOLDEN_DB} WITH (FORCE)`,
      `CREATE DATABASE ${GOLDEN_DB}`,
    ]);
    const handle = await openDatabase({ url: withDatabase(url, GOLDEN_DB), poolSize: 2 });
    try {
      await handle.migrate();
      await prepare(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  const handle = await openDatabase({ dataDir: 'memory' });
  try {
    await handle.migrate();
    await prepare(handle);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    const path = goldenImagePath();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

let counter = 0;

/** A test database; `url` names a server copy, so that another process can open it too (null on PGlite). */
export interface TestDbHandle extends DbHandle {
  url: string | null;
}

/** A private copy of the golden database for one test file; `close()` also drops a server copy. */
export async function openTestDatabase(): Promise<TestDbHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `vetshop_test_${process.pid}_${Date.now()}_${counter++}`;
    await adminQuery(url, [`CREATE DATABASE ${name} TEMPLATE ${GOLDEN_DB}`]);
    const copyUrl = withDatabase(url, name);
    const handle = await openDatabase({ url: copyUrl, poolSize: 10 });
    return {
      ...handle,
      url: copyUrl,
      close: async () => {
        await handle.close();
        await adminQuery(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      },
    };
  }
  const path = goldenImagePath();
  if (!existsSync(path))
    throw new Error(`No golden test database at ${path}: run the tests through vitest's global setup`);
  const blob = new Blob([readFileSync(path)]);
  return { ...(await openDatabase({ dataDir: 'memory', loadDataDir: blob })), url: null };
}
