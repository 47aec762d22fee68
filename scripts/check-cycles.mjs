// Import cycles (issue 19 §2): none in the sources of the apps and packages, type-only imports included (a type
// cycle still ties two files' meaning together). `npm run lint` runs it; test/lint/cycles.test.ts shows it
// failing on a deliberate cycle.
import { parseCircular, parseDependencyTree } from 'dpdm';

/** The sources checked. */
export const SOURCES = [
  'apps/storefront/app/**/*.{ts,tsx}',
  'apps/backoffice/src/**/*.ts',
  'packages/*/src/**/*.ts',
];

/**
 * The import cycles among the files matched by `globs` (relative to `cwd`), each as the files of the cycle; dynamic
 * import() counts too (a lazily loaded module importing its loader is a cycle all the same).
 * @param {string[]} globs
 * @param {string} cwd
 * @returns {Promise<string[][]>}
 */
export async function importCycles(globs, cwd) {
  const tree = await parseDependencyTree(globs, {
    cwd,
    context: cwd,
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules/,
  });
  return parseCircular(tree, false);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = await importCycles(SOURCES, process.cwd());
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')} -> ${cycle[0]}`);
  if (cycles.length > 0) process.exit(1);
  console.log('no import cycle');
}
