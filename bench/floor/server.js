// @ts-check
// The framework floor's server: the storefront's stack (apps/storefront/server.js) and nothing of the shop —
// Express, compression, static assets, React Router's request handler.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// Before React is loaded (hence the dynamic imports below): it picks its build from NODE_ENV once.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(`${here}/build/client/assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(`${here}/build/client`, { maxAge: '1h' }));
/** @type {import('react-router').ServerBuild} */
const build = await import(/* @vite-ignore */ `${here}/build/server/index.js`);
app.all('*path', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3199);
app.listen(port, '127.0.0.1', () => console.log(`[floor] http://127.0.0.1:${port}`));
