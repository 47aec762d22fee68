// Integration tests: always on embedded PGlite; then, when TEST_DATABASE_URL names a PostgreSQL server
// (.ci/run starts one), the same suite again against that server.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function vitest(env, label) {
  console.log(`\n[test:int] ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL: _ignored, ...rest } = process.env;
process.env = rest;
vitest({}, 'embedded PGlite');
const server = process.env.TEST_DATABASE_URL;
if (server) vitest({ DATABASE_URL: server }, `PostgreSQL server (${server.replace(/\/\/[^@]*@/, '//…@')})`);
else console.log('[test:int] TEST_DATABASE_URL not set: PostgreSQL server pass skipped');
