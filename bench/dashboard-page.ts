/**
 * The dashboard (/account) server-rendered for a signed-in buyer: latency under 10 concurrent clients on the
 * medium demo catalogue. Each page makes six back-office calls (key figures, monthly figures, five years,
 * most ordered, sales representative, rebate card) then one for the most ordered products' names. Figures,
 * not assertions.
 *
 *   npm run bench:dashboard      (PGlite database in bench/.cache/pglite-medium)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  buildWorkspaces,
  ms,
  root,
  startNode,
  summarise,
  waitForServer,
  writeResultsSection,
  type Figures,
} from './lib';

const BO_PORT = 4170;
const SF_PORT = 3170;
const BO = `http://127.0.0.1:${BO_PORT}`;
const SF = `http://127.0.0.1:${SF_PORT}`;
const CONNECTIONS = 10;
const SECONDS = 20;

/** Signs in through the storefront's login form; its session cookie. */
async function storefrontSession(login: string): Promise<string> {
  const res = await fetch(`${SF}/fr/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password: 'demo1234' }),
    redirect: 'manual',
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error(`no session for ${login}: ${res.status}`);
  return cookies.join('; ');
}

async function latency(
  path: string,
  cookie: string,
  connections = CONNECTIONS,
): Promise<Figures & { errors: number }> {
  const samples: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${SF}${path}`, connections, duration: SECONDS, headers: { cookie } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) samples.push(responseTime);
      else errors += 1;
    });
  });
  return { ...summarise(samples), throughput: result.requests.average, concurrency: connections, errors };
}

buildWorkspaces(['@vetshop/backoffice', '@vetshop/storefront']);
const dataDir = join(root, 'bench', '.cache', 'pglite-medium');
if (!existsSync(dataDir)) console.log('(first run: the medium catalogue is seeded, about a minute)');
const bo = startNode(['apps/backoffice/dist/server.js'], {
  NODE_ENV: 'production',
  BACKOFFICE_PORT: String(BO_PORT),
  PGLITE_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_SIZE: 'medium',
  LOG_LEVEL: 'warn',
});
const sf = startNode(['apps/storefront/server.js'], {
  NODE_ENV: 'production',
  PORT: String(SF_PORT),
  ERP_URL: BO,
  SEARCH_URL: `${BO}/search`,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
});
try {
  await waitForServer(`${BO}/health`, bo, 10 * 60 * 1000);
  await waitForServer(`${SF}/fr/login`, sf, 60_000);
  const cookie = await storefrontSession('vet@demo.test');
  const check = await fetch(`${SF}/fr/account`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`/fr/account answered ${check.status}`);
  const html = await check.text();
  await latency('/fr/account', cookie); // warm-up (JIT, caches), not reported
  const alone = await latency('/fr/account', cookie, 1);
  const page = await latency('/fr/account', cookie);
  const filtered = await latency('/fr/account?top=meds&top_page=2', cookie);
  const row = (what: string, f: Figures & { errors: number }) =>
    `| ${what} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${(f.throughput ?? 0).toFixed(0)} | ${f.n} | ${f.errors} |`;
  const section = [
    `## Dashboard page /account (medium catalogue, PGlite back office)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, back office and storefront on one machine, ${CONNECTIONS} concurrent clients for ${SECONDS} s each (\`node --import tsx bench/dashboard-page.ts\`). The vet's dashboard: ${(html.length / 1024).toFixed(0)} KB of HTML.`,
    '',
    '| page | p50 ms | p95 ms | p99 ms | req/s | requests | non-200 |',
    '|---|---|---|---|---|---|---|',
    row('/fr/account, one client at a time', alone),
    row(`/fr/account, ${CONNECTIONS} clients`, page),
    row(`/fr/account?top=meds&top_page=2, ${CONNECTIONS} clients`, filtered),
    '',
    'One page is seven back-office calls (six at once, then the product names); PGlite answers one query at a',
    'time, so under concurrent clients the calls queue behind each other: the single-client row is what one buyer',
    'waits, the others how the embedded database saturates (PostgreSQL runs them in parallel).',
    '',
  ].join('\n');
  console.log(section);
  writeResultsSection('dashboard-page', section);
} finally {
  sf.kill();
  bo.kill();
}
