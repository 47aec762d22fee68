// Bundles the back office into dist/server.js: workspace packages (TypeScript sources) are inlined,
// npm dependencies stay external and are loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspace = (name) => name.startsWith('@vetshop/');
const external = new Set();
for (const file of [
  '../../packages/db/package.json',
  '../../packages/search/package.json',
  '../../packages/demo-data/package.json',
  '../../packages/contract/package.json',
  './package.json',
]) {
  const p = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  for (const dep of Object.keys(p.dependencies ?? {})) if (!workspace(dep)) external.add(dep);
}

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`[build] ${pkg.name} → dist/server.js`);
