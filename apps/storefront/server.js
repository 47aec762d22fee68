// @ts-check
// The storefront's HTTP server: configuration first (no start without it), then static assets, the
// product-picture proxy and React Router's request handler. `--dev` runs Vite in middleware mode.
// In production one worker per core (cluster.js; WEB_CONCURRENCY overrides), `--dev` one process.
import cluster from 'node:cluster';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPrimary, STOP_GRACE_MS, workerCount } from './cluster.js';
import { ConfigError, loadConfig } from './config-loader.js';
import { mediaProxy } from './media-proxy.js';
import { createPageCache, purgeOnBroadcast } from './page-cache.js';
import { securityHeaders } from './security-headers.js';
import { checkTrustedProxySecret } from './proxy-secret.js';
import { resolveSessionSecret } from './session-secret.js';

const here = dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
// Before React is loaded (hence the dynamic imports below): it picks its build from NODE_ENV once.
if (!process.env.NODE_ENV) process.env.NODE_ENV = dev ? 'development' : 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

/** @type {import('./config-loader.js').StorefrontConfig} */
let config;
let workers = 1;
try {
  config = loadConfig(here);
  // Read by app/lib/session.server.ts when the build is loaded below. Settled by the primary before it forks
  // (workers inherit its environment): a secret generated per worker would make each refuse the others' cookies.
  const session = resolveSessionSecret(process.env);
  process.env.SESSION_SECRET = session.secret;
  if (session.generated && cluster.isPrimary)
    console.warn(
      '[storefront] SESSION_SECRET is not set: a random one for this run (sessions end at restart)',
    );
  const proxyWarning = checkTrustedProxySecret(process.env);
  if (proxyWarning && cluster.isPrimary) console.warn(`[storefront] ${proxyWarning}`);
  workers = dev ? 1 : workerCount(process.env);
} catch (error) {
  console.error(`[storefront] ${error instanceof ConfigError ? error.message : String(error)}`);
  process.exit(1);
}

if (cluster.isPrimary && workers > 1) runPrimary({ workers, name: 'storefront' });
else await serve();

async function serve() {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For only from the reverse proxies listed in TRUST_PROXY (comma-separated addresses or ranges).
  if (process.env.TRUST_PROXY)
    app.set(
      'trust proxy',
      process.env.TRUST_PROXY.split(',').map((s) => s.trim()),
    );
  app.use(securityHeaders({ dev, https: process.env.COOKIE_SECURE === 'true' }));
  app.use(compression());

  // Product pictures live in the back office; the browser talks only to the storefront.
  app.get('/media/*path', mediaProxy(config.erpUrl));

  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ root: here, server: { middlewareMode: true } });
    app.use(vite.middlewares);
  } else {
    // Fingerprinted assets never change; everything else is revalidated.
    app.use('/assets', express.static(`${here}/build/client/assets`, { immutable: true, maxAge: '1y' }));
    app.use(
      express.static(`${here}/build/client`, {
        maxAge: '1h',
        // The build's manifest says which version is deployed (the new-version banner): never an old copy.
        setHeaders: (res, path) => {
          if (path.endsWith(`${sep}version.json`)) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
  }

  const devServer = vite;
  /** @type {() => Promise<import('react-router').ServerBuild>} */
  const loadBuild = devServer
    ? () =>
        /** @type {Promise<import('react-router').ServerBuild>} */ (
          devServer.ssrLoadModule('virtual:react-router/server-build')
        )
    : () => import(/* @vite-ignore */ `${here}/build/server/index.js`);
  const build = devServer ? loadBuild : await loadBuild();
  // Guests' pages kept a few seconds (page-cache.js), dropped by the content purge; not in development.
  if (!dev) {
    const pageCache = createPageCache();
    purgeOnBroadcast(pageCache);
    app.use(pageCache.middleware);
  }
  app.all(
    '*path',
    createRequestHandler({
      build,
      // The CSP nonce of this answer (security-headers.js), for the scripts app/entry.server.tsx renders.
      getLoadContext: (req, res) => ({
        config,
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientAddress: req.ip,
      }),
      mode: process.env.NODE_ENV,
    }),
  );

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = app.listen(port, host, () => {
    const processes = cluster.isWorker ? `worker ${process.pid}` : `one process (${process.pid})`;
    console.log(
      `[storefront] http://localhost:${port} (${config.env}, ${processes}) → back office ${config.erpUrl}`,
    );
  });
  // SIGTERM (the primary, `npm start`, a process manager) or Ctrl-C: requests under way are answered, then exit.
  // `--dev` keeps Node's immediate exit (Vite's open sockets would hold it for the whole grace period).
  if (!dev)
    for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
      process.once(signal, () => {
        server.close(() => process.exit(0));
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), STOP_GRACE_MS - 1_000).unref();
      });
}
