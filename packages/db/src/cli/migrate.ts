import { openDatabase } from '../client';
import { defaultDataDir } from '../paths';

/** `npm run db:migrate`: applies pending migrations to PGlite (var/db) or to DATABASE_URL. */
const handle = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DIR ?? defaultDataDir(),
});
await handle.migrate();
console.log(`[db] migrations applied (${handle.kind})`);
await handle.close();
