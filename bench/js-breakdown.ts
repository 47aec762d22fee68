/**
 * What a page's JavaScript is made of: builds the storefront's client (its own build, plus an observer plugin,
 * bench/js-breakdown.vite.config.ts), takes the chunks a first visit of the page loads (the entry, the root and
 * the page's route modules, with their static imports) and attributes each chunk's gzip bytes to the modules in
 * it. A module's share is estimated: its code minified on its own (esbuild) and gzipped on its own, scaled so the
 * modules of a chunk add up to the chunk's real gzip size. Figures, no assertion.
 *
 *   node --import tsx bench/js-breakdown.ts [--routes routes/locale-layout,routes/product] [--out file.md]
 *                                           [--no-build]
 *
 * It rebuilds apps/storefront/build in place (as bench:storefront does): run it in a work tree of your own.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { root } from './lib';
import type { ChunkReport } from './js-breakdown.vite.config';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const routes = (option('--routes') ?? 'routes/locale-layout,routes/product').split(',');
const out = option('--out');
const storefront = join(root, 'apps', 'storefront');
const report = join(root, 'bench', '.cache', 'js-modules.json');

export interface ModuleShare {
  id: string;
  group: string;
  chunk: string;
  /** Estimated gzip bytes of the module inside its chunk. */
  gzip: number;
  /** Minified bytes (esbuild, the module alone). */
  minified: number;
}

export interface PageJs {
  chunks: { file: string; raw: number; gzip: number; modules: number }[];
  modules: ModuleShare[];
  total: { raw: number; gzip: number };
}

/** A module's place: a package of node_modules, a workspace package, or a folder of the storefront's app. */
export function groupOf(id: string): string {
  const path = relative(root, id.split('?')[0]!).replaceAll('\\', '/');
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const feature = /^apps\/storefront\/app\/features\/([^/]+)/.exec(path);
  if (feature) return `features/${feature[1]}`;
  const app = /^apps\/storefront\/app\/([^/]+)\//.exec(path);
  if (app) return `app/${app[1]}`;
  const workspace = /^packages\/([^/]+)/.exec(path);
  if (workspace) return `@vetshop/${workspace[1]}`;
  if (path.startsWith('apps/storefront/app/')) return 'app (root, entry)';
  return path.includes('rolldown') ? 'bundler runtime' : path;
}

function minifiedSize(code: string): { minified: number; gzip: number } {
  if (code.trim() === '') return { minified: 0, gzip: 0 };
  let min = code;
  try {
    min = transformSync(code, { minify: true, loader: 'js', format: 'esm', target: 'es2022' }).code;
  } catch {
    // A fragment esbuild cannot read on its own (it is a piece of a chunk): its unminified size stands.
  }
  return { minified: Buffer.byteLength(min), gzip: gzipSync(min).length };
}

/** The chunks a first visit of a page whose route modules are `routeFiles` loads, and their modules' shares. */
export function pageJavaScript(chunks: ChunkReport[], routeFiles: string[], clientDir: string): PageJs {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const starts = chunks.filter(
    (c) =>
      c.isEntry &&
      c.facade !== null &&
      (/entry\.client\.[jt]sx?$/.test(c.facade) ||
        /\/app\/root\.[jt]sx?\?/.test(c.facade) ||
        routeFiles.some((r) => new RegExp(`/app/${r}\\.[jt]sx?\\?`).test(c.facade!))),
  );
  const seen = new Set<string>();
  const stack = starts.map((c) => c.file);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  const result: PageJs = { chunks: [], modules: [], total: { raw: 0, gzip: 0 } };
  for (const file of seen) {
    const chunk = byFile.get(file)!;
    const body = readFileSync(join(clientDir, file));
    const gzip = gzipSync(body).length;
    result.chunks.push({ file, raw: body.length, gzip, modules: chunk.modules.length });
    result.total.raw += body.length;
    result.total.gzip += gzip;
    const sizes = chunk.modules.map((m) => ({ id: m.id, ...minifiedSize(m.code) }));
    const alone = sizes.reduce((s, m) => s + m.gzip, 0) || 1;
    for (const m of sizes)
      if (m.minified > 0)
        result.modules.push({
          id: m.id,
          group: groupOf(m.id),
          chunk: file,
          gzip: (gzip * m.gzip) / alone,
          minified: m.minified,
        });
  }
  result.chunks.sort((a, b) => b.gzip - a.gzip);
  result.modules.sort((a, b) => b.gzip - a.gzip);
  return result;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function breakdownMarkdown(page: PageJs, title: string, top = 30): string {
  const groups = new Map<string, { gzip: number; modules: number }>();
  for (const m of page.modules) {
    const g = groups.get(m.group) ?? { gzip: 0, modules: 0 };
    g.gzip += m.gzip;
    g.modules += 1;
    groups.set(m.group, g);
  }
  const lines = [
    `### ${title}: ${kb(page.total.gzip)} KB gzip (${kb(page.total.raw)} KB minified) in ${page.chunks.length} files`,
    '',
    '| chunk | KB gzip | KB minified | modules |',
    '|---|---|---|---|',
    ...page.chunks.map((c) => `| \`${c.file}\` | ${kb(c.gzip)} | ${kb(c.raw)} | ${c.modules} |`),
    '',
    '| by package / folder | KB gzip (est.) | share | modules |',
    '|---|---|---|---|',
    ...[...groups.entries()]
      .sort((a, b) => b[1].gzip - a[1].gzip)
      .map(
        ([g, v]) =>
          `| ${g} | ${kb(v.gzip)} | ${((100 * v.gzip) / page.total.gzip).toFixed(1)} % | ${v.modules} |`,
      ),
    '',
    `| the ${top} biggest modules | KB gzip (est.) | KB minified | chunk |`,
    '|---|---|---|---|',
    ...page.modules
      .slice(0, top)
      .map(
        (m) =>
          `| \`${relative(root, m.id.split('?')[0]!)}\` | ${kb(m.gzip)} | ${kb(m.minified)} | ${m.chunk.replace(/^assets\//, '')} |`,
      ),
    '',
  ];
  return lines.join('\n');
}

/** Builds the storefront with the observer plugin; the report lands in bench/.cache/js-modules.json. */
export function buildWithReport(): ChunkReport[] {
  mkdirSync(join(root, 'bench', '.cache'), { recursive: true });
  const b = spawnSync(
    'npm',
    [
      'run',
      'build',
      '-w',
      '@vetshop/storefront',
      '--',
      '--config',
      join(root, 'bench', 'js-breakdown.vite.config.ts'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // The config lives in bench/: React Router would take its folder for the app's root without this.
      env: { ...process.env, BENCH_JS_REPORT: report, REACT_ROUTER_ROOT: storefront },
    },
  );
  if (b.status !== 0) process.exit(1);
  return JSON.parse(readFileSync(report, 'utf8')) as ChunkReport[];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = args.includes('--no-build')
    ? (JSON.parse(readFileSync(report, 'utf8')) as ChunkReport[])
    : buildWithReport();
  const page = pageJavaScript(chunks, routes, join(storefront, 'build', 'client'));
  const text = breakdownMarkdown(page, `JavaScript of a first visit (root + ${routes.join(' + ')})`);
  console.log(text);
  if (out) writeFileSync(out, text);
}
