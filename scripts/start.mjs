// `npm start`: builds what is missing, then runs the back office (:4000) — and the storefront (:3000) once it
// exists — on embedded defaults (PGlite in var/db, medium demo catalogue loaded on first start).
// `npm run dev` does the same from sources with reload.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptPaymentSecret, keptSessionSecret, StartError } from './session-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} stopped (${signal ?? code})`);
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  children.push(child);
  return child;
}

function build(workspace) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Before anything is built or started: a production start without a secret stops here, with its reason.
let sessionSecret;
let paymentSecret;
try {
  sessionSecret = keptSessionSecret(process.env, join(root, 'var')).secret;
  paymentSecret = keptPaymentSecret(process.env, join(root, 'var')).secret;
} catch (error) {
  if (!(error instanceof StartError)) throw error;
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The storefront vouches for its buyers' addresses to the back office (sign-in throttling per address).
const proxySecret = process.env.TRUSTED_PROXY_SECRET || randomBytes(24).toString('base64url');
const storefront = join(root, 'apps', 'storefront', 'package.json');
const storefrontPort = process.env.PORT ?? '3000';
// Content changes saved by staff are announced to the storefront, which drops its cached guest pages
// (POST /internal/content-purge); a token of this start unless one is given.
const contentPurgeToken = process.env.CONTENT_PURGE_TOKEN || randomBytes(24).toString('base64url');
const contentPurgeUrls =
  process.env.CONTENT_PURGE_URLS ??
  (existsSync(storefront) ? `http://127.0.0.1:${storefrontPort}/internal/content-purge` : '');
const backofficeEnv = {
  BACKOFFICE_PORT: process.env.BACKOFFICE_PORT ?? '4000',
  TRUSTED_PROXY_SECRET: proxySecret,
  CONTENT_PURGE_URLS: contentPurgeUrls,
  CONTENT_PURGE_TOKEN: contentPurgeToken,
  PAYMENT_SECRET: paymentSecret,
};
if (dev) {
  run('back office', 'npx', ['tsx', 'watch', 'apps/backoffice/src/server.ts'], backofficeEnv);
} else {
  build('@vetshop/backoffice');
  run('back office', process.execPath, ['--enable-source-maps', 'apps/backoffice/dist/server.js'], {
    NODE_ENV: 'production',
    ...backofficeEnv,
  });
}

if (existsSync(storefront)) {
  const storefrontEnv = {
    SESSION_SECRET: sessionSecret,
    TRUSTED_PROXY_SECRET: proxySecret,
    CONTENT_PURGE_TOKEN: contentPurgeToken,
  };
  if (dev) run('storefront', 'npm', ['run', 'dev', '-w', '@vetshop/storefront'], storefrontEnv);
  else {
    build('@vetshop/storefront');
    run('storefront', 'npm', ['run', 'start', '-w', '@vetshop/storefront'], {
      PORT: storefrontPort,
      ...storefrontEnv,
    });
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
