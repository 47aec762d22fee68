import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BACKOFFICE_URL,
  E2E_PORTS,
  MOLLIE_API_KEY,
  MOLLIE_URL,
  OIDC_CLIENT_ID,
  OIDC_PROVIDER_URL,
  OIDC_STOREFRONT_URL,
  OIDC_TOKEN_STOREFRONT_URL,
  STOREFRONT_URL,
} from './ports';

/**
 * The servers of the end-to-end run, started by the global setup and controllable from the tests (the
 * "back office stopped mid-session" journey stops and restarts it). Their pids live in a state file, since
 * the setup and the tests run in different processes.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const stateDir = join(root, 'var', 'e2e');
export const E2E_STATE_DIR = stateDir;
const stateFile = join(stateDir, 'servers.json');
/** The e2e storefront's session secret: stable, so a restarted storefront keeps the journeys' sessions. */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-never-in-production';
/**
 * Shared by both apps: the storefront vouches for each buyer's address with it (a production storefront refuses
 * to start without it, apps/storefront/proxy-secret.js).
 */
export const E2E_TRUSTED_PROXY_SECRET = 'e2e-only-trusted-proxy-secret';
/** The back office announces content changes to the storefront (POST /internal/content-purge) with it. */
const E2E_CONTENT_PURGE_TOKEN = 'e2e-only-content-purge-token';
const dataDir = join(stateDir, 'db');
/** The back office's PGlite folder (the global setup writes the journeys' customers into it: e2e/support/customers.ts). */
export const E2E_DATA_DIR = dataDir;
/** Uploaded files of the run (small-ad PDFs, content images, contact attachments), next to its database. */
const filesDir = join(stateDir, 'files');
/** Where the run's SMTP sink writes every mail the back office sends (read by e2e/support/mail.ts). */
export const MAIL_SINK_DIR = join(stateDir, 'mail');

interface State {
  backoffice: number | null;
  storefront: number | null;
  mailSink?: number | null;
  /** Identity-provider mode (issue 21): the test OpenID provider and the storefront signing in through it. */
  oidcProvider?: number | null;
  oidcStorefront?: number | null;
  oidcTokenStorefront?: number | null;
  /** The local Mollie server (decision 038). */
  mollie?: number | null;
}

function readState(): State {
  return existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as State)
    : { backoffice: null, storefront: null, mailSink: null };
}

function writeState(state: State): void {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state));
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
        .once('connect', () => {
          socket.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

function alive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function spawnDetached(command: string, args: string[], env: Record<string, string>, log: string): number {
  mkdirSync(stateDir, { recursive: true });
  const out = join(stateDir, log);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  child.unref();
  if (!child.pid) throw new Error(`could not start ${command}`);
  writeFileSync(out, `started ${new Date().toISOString()} pid ${child.pid}\n`);
  return child.pid;
}

export function buildAll(): void {
  for (const workspace of ['@vetshop/backoffice', '@vetshop/storefront']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
  }
}

export async function startBackoffice(opts: { fresh?: boolean } = {}): Promise<void> {
  if (opts.fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  }
  const pid = spawnDetached(
    process.execPath,
    ['apps/backoffice/dist/server.js'],
    {
      NODE_ENV: 'production',
      BACKOFFICE_PORT: String(E2E_PORTS.backoffice),
      PGLITE_DIR: dataDir,
      FILE_STORE_DIR: filesDir,
      DEMO_SIZE: 'small',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Mails go to the run's SMTP sink (startMailSink), sent every half second so journeys wait little.
      SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
      MAIL_POLL_MS: '500',
      // The promotion-end alert job every second (an hour otherwise): the alerts journey waits little.
      PROMO_ALERT_INTERVAL_MS: '1000',
      PUBLIC_STOREFRONT_URL: STOREFRONT_URL,
      // Content saved by staff shows at once: the storefront's content caches are purged on every change.
      CONTENT_PURGE_URLS: `${STOREFRONT_URL}/internal/content-purge`,
      CONTENT_PURGE_TOKEN: E2E_CONTENT_PURGE_TOKEN,
      TRUSTED_PROXY_SECRET: E2E_TRUSTED_PROXY_SECRET,
      // Sign-in with the test provider's access tokens (the OIDC storefront's journey; decision 036).
      OIDC_ISSUER: OIDC_PROVIDER_URL,
      OIDC_AUDIENCE: BACKOFFICE_URL,
      // Payment (decision 038): payables signed, Mollie's API spoken by the local server, its webhook back here.
      PAYMENT_SECRET: 'e2e-only-payment-secret',
      MOLLIE_API_URL: MOLLIE_URL,
      MOLLIE_API_KEY,
      PAYMENT_PUBLIC_URL: BACKOFFICE_URL,
      // The OIDC journeys' storefronts order too: their return pages are the shop's.
      PAYMENT_RETURN_ORIGINS: `${OIDC_STOREFRONT_URL},${OIDC_TOKEN_STOREFRONT_URL}`,
    },
    'backoffice.log',
  );
  writeState({ ...readState(), backoffice: pid });
  await waitFor(`${BACKOFFICE_URL}/health`, 180_000);
}

export async function stopBackoffice(): Promise<void> {
  const { backoffice } = readState();
  if (alive(backoffice)) {
    process.kill(backoffice!, 'SIGTERM');
    const end = Date.now() + 20_000;
    while (alive(backoffice) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    if (alive(backoffice)) process.kill(backoffice!, 'SIGKILL');
  }
  writeState({ ...readState(), backoffice: null });
}

export async function startStorefront(): Promise<void> {
  const pid = spawnDetached(
    process.execPath,
    ['apps/storefront/server.js'],
    {
      NODE_ENV: 'production',
      PORT: String(E2E_PORTS.storefront),
      ERP_URL: BACKOFFICE_URL,
      SEARCH_URL: `${BACKOFFICE_URL}/search`,
      // A production start refuses to sign sessions without one (apps/storefront/session-secret.js).
      SESSION_SECRET: E2E_SESSION_SECRET,
      // The back office's content purge calls carry it (features/content purge.server.ts).
      CONTENT_PURGE_TOKEN: E2E_CONTENT_PURGE_TOKEN,
      TRUSTED_PROXY_SECRET: E2E_TRUSTED_PROXY_SECRET,
    },
    'storefront.log',
  );
  writeState({ ...readState(), storefront: pid });
  await waitFor(`${STOREFRONT_URL}/fr/login`, 60_000);
}

/** The run's OpenID provider (e2e/support/oidc-provider-main.ts), started before the back office that trusts it. */
export async function startOidcProvider(): Promise<void> {
  const pid = spawnDetached(
    process.execPath,
    ['--import', 'tsx', 'e2e/support/oidc-provider-main.ts'],
    { NODE_ENV: 'test' },
    'oidc-provider.log',
  );
  writeState({ ...readState(), oidcProvider: pid });
  await waitFor(`${OIDC_PROVIDER_URL}/.well-known/openid-configuration`, 30_000);
}

/**
 * A storefront in identity-provider mode (AUTH_TYPE=oidc-cookie or oidc-token) on its own port, for the OIDC
 * journeys: the other journeys keep the credentials storefront. Same build, same back office.
 */
export async function startOidcStorefront(mode: 'oidc-cookie' | 'oidc-token'): Promise<void> {
  const port = mode === 'oidc-cookie' ? E2E_PORTS.oidcStorefront : E2E_PORTS.oidcTokenStorefront;
  const url = mode === 'oidc-cookie' ? OIDC_STOREFRONT_URL : OIDC_TOKEN_STOREFRONT_URL;
  const pid = spawnDetached(
    process.execPath,
    ['apps/storefront/server.js'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      ERP_URL: BACKOFFICE_URL,
      SEARCH_URL: `${BACKOFFICE_URL}/search`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      TRUSTED_PROXY_SECRET: E2E_TRUSTED_PROXY_SECRET,
      AUTH_TYPE: mode,
      OIDC_ISSUER: OIDC_PROVIDER_URL,
      OIDC_CLIENT_ID,
    },
    `${mode}-storefront.log`,
  );
  writeState({ ...readState(), [mode === 'oidc-cookie' ? 'oidcStorefront' : 'oidcTokenStorefront']: pid });
  await waitFor(`${url}/fr/`, 60_000);
}

/** The run's local Mollie (e2e/support/mollie-server-main.ts), started before the back office that pays through it. */
export async function startMollie(): Promise<void> {
  const pid = spawnDetached(
    process.execPath,
    ['--import', 'tsx', 'e2e/support/mollie-server-main.ts'],
    { NODE_ENV: 'test' },
    'mollie.log',
  );
  writeState({ ...readState(), mollie: pid });
  await waitForPort(E2E_PORTS.mollie, 30_000);
}

/** The run's SMTP server (e2e/support/mail-sink.mjs), started empty before the back office that sends to it. */
export async function startMailSink(): Promise<void> {
  rmSync(MAIL_SINK_DIR, { recursive: true, force: true });
  const pid = spawnDetached(
    process.execPath,
    ['e2e/support/mail-sink.mjs', String(E2E_PORTS.smtp), MAIL_SINK_DIR],
    {},
    'mail-sink.log',
  );
  writeState({ ...readState(), mailSink: pid });
  await waitForPort(E2E_PORTS.smtp, 10_000);
}

export async function stopAll(): Promise<void> {
  const state = readState();
  for (const pid of [
    state.storefront,
    state.oidcStorefront ?? null,
    state.oidcTokenStorefront ?? null,
    state.backoffice,
    state.mailSink ?? null,
    state.oidcProvider ?? null,
    state.mollie ?? null,
  ])
    if (alive(pid)) process.kill(pid!, 'SIGTERM');
  writeState({
    backoffice: null,
    storefront: null,
    mailSink: null,
    oidcProvider: null,
    oidcStorefront: null,
    oidcTokenStorefront: null,
    mollie: null,
  });
}
