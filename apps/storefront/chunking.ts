import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What rolldown's chunking hands a group's `name` function (the part of its ChunkingContext used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** The routes every page under /:locale loads, whatever the page (root, then the locale layout). */
const FRAME_ROUTES = ['root.tsx', 'routes/locale-layout.tsx'];
/**
 * Modules the frame imports only with import() (the search box's behaviour) while nearly every page imports them:
 * in the frame, rather than in a chunk of their own that every page would request besides.
 */
const FRAME_SHARED = ['lib/format.ts'];
/** The page whose first visit matters most (issue 18: the guest product page's JavaScript). */
const PRODUCT_ROUTE = 'routes/product.tsx';
/** The cart page shares a few modules with the product page (the stock messages): it does not load the rest. */
const CART_ROUTE = 'routes/cart.tsx';

const NAMED_REEXPORT = /export\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_REEXPORT = /export\s*(type\s+)?\*\s*from\s*['"]([^'"]+)['"]/g;
const NAMED_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** `A, type B, C as D` → the names taken from the module (A, C); types are erased. */
export function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

interface Barrel {
  named: Map<string, string>;
  stars: string[];
}

/**
 * A module that only re-exports (a feature's index.ts, a package's src/index.ts): the bundler keeps, of what it
 * re-exports, only the modules whose names are imported through it (modules without side effects: package.json
 * "sideEffects").
 */
export function barrelOf(code: string | null): Barrel | null {
  if (!code) return null;
  const body = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const rest = body.replace(NAMED_REEXPORT, '').replace(STAR_REEXPORT, '').replace(/[;\s]/g, '');
  if (rest !== '' || body.trim() === '') return null;
  const barrel: Barrel = { named: new Map(), stars: [] };
  for (const [, typeOnly, list, from] of body.matchAll(NAMED_REEXPORT))
    if (!typeOnly) for (const name of importedNames(list!)) barrel.named.set(name, from!);
  for (const [, typeOnly, from] of body.matchAll(STAR_REEXPORT)) if (!typeOnly) barrel.stars.push(from!);
  return barrel;
}

const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** Whether a module's code declares an export of that name. */
function declares(code: string | null, name: string): boolean {
  if (!code) return false;
  const n = escape(name);
  return (
    new RegExp(
      `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|class|enum)\\s+${n}\\b`,
    ).test(code) || new RegExp(`export\\s*\\{[^}]*\\b${n}\\b[^}]*\\}`).test(code)
  );
}

/** The imported module a specifier names, among the ids the importer's imports resolved to. */
function resolveIn(importer: string, specifier: string, importedIds: readonly string[]): string | undefined {
  const matches = (id: string, base: string) => {
    const clean = id.split('?')[0]!;
    return clean === base || clean.startsWith(`${base}.`) || clean.startsWith(`${base}/index.`);
  };
  if (specifier.startsWith('.')) {
    const base = resolve(dirname(importer), specifier);
    return importedIds.find((id) => matches(id, base));
  }
  // A workspace package (@vetshop/x): its sources, src/index.ts.
  const workspace = /^@vetshop\/([^/]+)$/.exec(specifier);
  if (workspace) return importedIds.find((id) => id.includes(`/packages/${workspace[1]}/src/index.`));
  return undefined;
}

/**
 * The storefront's modules that the frame of every page (root and locale layout) needs, starting from those routes
 * and following imports; through a barrel, only the names taken from it (as tree-shaking does). An
 * over-approximation only makes the frame chunk bigger; nothing else depends on it being exact.
 */
export function frameModules(appDir: string, graph: ModuleGraph): Set<string> {
  return reachable(
    graph,
    [...FRAME_ROUTES, ...FRAME_SHARED].map((file) => join(appDir, file)),
  );
}

/** The modules `starts` import, transitively; through a barrel, only the modules of the names taken from it. */
export function reachable(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string, wanted: readonly string[] | null) => {
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const barrel = wanted ? barrelOf(info.code) : null;
    if (barrel && wanted) {
      for (const name of wanted) {
        const from = barrel.named.get(name);
        const targets = from ? [from] : barrel.stars;
        for (const specifier of targets) {
          const target = resolveIn(id, specifier, info.importedIds);
          if (!target) continue;
          const targetInfo = graph.getModuleInfo(target);
          if (from || declares(targetInfo?.code ?? null, name) || barrelOf(targetInfo?.code ?? null))
            visit(target, [name]);
        }
      }
      return;
    }
    if (found.has(id)) return;
    found.add(id);
    const wantedFrom = new Map<string, string[]>();
    for (const [, typeOnly, list, specifier] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
      if (typeOnly) continue;
      const target = resolveIn(id, specifier!, info.importedIds);
      if (target) wantedFrom.set(target, [...(wantedFrom.get(target) ?? []), ...importedNames(list!)]);
    }
    for (const next of info.importedIds) visit(next, wantedFrom.get(next) ?? null);
  };
  for (const start of starts) visit(start, null);
  return found;
}

/**
 * Rolldown's output.codeSplitting for the browser: the modules of every page's frame in one chunk ("frame") —
 * otherwise the many routes that import some of them split them into dozens of small files (one per set of
 * importing routes), each gzipped alone and requested alone. Placement only: a page still loads what it imports.
 */
/**
 * The storefront's modules (not the frame's) that the product page imports and other pages import too: by
 * default each set of importing routes gets a chunk, so the product page loaded eight small files (price, add to
 * cart, breadcrumb, seo, …), each gzipped alone with its own imports. One chunk instead; another page that imports
 * one of them loads the others too (a few KB, catalogue pages mostly).
 */
export function catalogueModules(
  appDir: string,
  graph: ModuleGraph,
  frame: ReadonlySet<string>,
  routes: readonly string[],
): Set<string> {
  const product = join(appDir, PRODUCT_ROUTE);
  const cart = join(appDir, CART_ROUTE);
  const own = reachable(graph, [product]);
  const others = reachable(
    graph,
    routes.filter((route) => route !== product && route !== cart),
  );
  const cartPage = reachable(graph, [cart]);
  return new Set(
    [...own].filter(
      (id) => !frame.has(id) && others.has(id) && !cartPage.has(id) && !id.includes('/node_modules/'),
    ),
  );
}

/** The route modules of the app (app/routes/*.tsx). */
function routeFiles(appDir: string): string[] {
  return readdirSync(join(appDir, 'routes'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(appDir, 'routes', file));
}

export function clientCodeSplitting(appDir: string) {
  let frame: Set<string> | null = null;
  let catalogue: Set<string> | null = null;
  return {
    groups: [
      {
        debugName: 'frame',
        name: (id: string, graph: ModuleGraph) => {
          frame ??= frameModules(appDir, graph);
          return frame.has(id) && !id.includes('/node_modules/') ? 'frame' : null;
        },
      },
      {
        debugName: 'catalogue',
        name: (id: string, graph: ModuleGraph) => {
          frame ??= frameModules(appDir, graph);
          catalogue ??= catalogueModules(appDir, graph, frame, routeFiles(appDir));
          return catalogue.has(id) ? 'catalogue' : null;
        },
      },
    ],
  };
}
