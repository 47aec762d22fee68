/*
 * The import boundaries of decision 014, proven on deliberate violations: virtual files inside the
 * real tree are linted with the repository's own ESLint configuration.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'boundaries/dependencies';

/**
 * Targets a probe imports that may not exist in the tree (yet): the layout is being built and a
 * probe must not depend on another feature's file names. Real files resolve first, as in `eslint .`.
 */
const virtualFiles = [
  'apps/storefront/app/features/checkout/index.ts',
  'apps/storefront/app/features/checkout/index.server.ts',
  'apps/storefront/app/features/checkout/internal.ts',
  'apps/storefront/app/features/cart/internal.ts',
  'apps/storefront/app/features/cart/messages.ts',
  'apps/backoffice/src/modules/sales/repository.ts',
  'apps/backoffice/src/modules/customer/index.ts',
  'apps/backoffice/src/modules/auth/index.ts',
  'apps/backoffice/src/modules/auth/service.ts',
].map((file) => path.join(repoRoot, file));

/** ARCHITECTURE.md, "Packages": the workspace packages each package may import. */
const packageLayers: Record<string, string[]> = {
  domain: [],
  contract: ['domain'],
  cart: ['domain', 'contract'],
  db: ['domain'],
  search: ['domain', 'contract', 'db'],
  'demo-data': ['domain', 'contract', 'db'],
};

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfig: {
      settings: {
        'import/resolver': {
          [path.join(repoRoot, 'test/lint/virtual-resolver.cjs')]: { files: virtualFiles },
        },
      },
    },
  });
});

/** Lints one import per line as `filePath`; returns the lines with an error, as `line:rule`. */
async function errors(filePath: string, specifiers: string[]): Promise<string[]> {
  const code = specifiers.map((specifier) => `import '${specifier}';`).join('\n');
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.line}:${m.ruleId}`);
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it('a package never imports an app, by path or by name', async () => {
    expect(
      await errors('packages/cart/src/probe.ts', [
        '../../../apps/backoffice/src/app',
        '@vetshop/storefront',
        '@vetshop/backoffice',
        '@vetshop/domain',
      ]),
    ).toEqual([`1:${RULE}`, `2:${RULE}`, `3:${RULE}`]);
  });

  it('every package imports only the packages below it', async () => {
    const packages = readdirSync(path.join(repoRoot, 'packages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    // A new package needs its place in the layers (here, in ARCHITECTURE.md and in eslint.config.js).
    expect(packages).toEqual(Object.keys(packageLayers).sort());
    for (const name of packages) {
      const others = packages.filter((other) => other !== name);
      const forbidden = others
        .map((other, index) => (packageLayers[name]?.includes(other) ? null : `${index + 1}:${RULE}`))
        .filter((line) => line !== null);
      expect(
        await errors(
          `packages/${name}/src/probe.ts`,
          others.map((other) => `@vetshop/${other}`),
        ),
        name,
      ).toEqual(forbidden);
    }
  });

  it('a package does not reach another by relative path either; the search benchmarks may load the demo data', async () => {
    expect(await errors('packages/domain/src/probe.ts', ['../../db/src/index'])).toEqual([`1:${RULE}`]);
    expect(await errors('packages/search/bench/probe.ts', ['@vetshop/demo-data'])).toEqual([]);
  });

  it('the storefront never imports db, search or demo-data, tests included', async () => {
    const dataPackages = (probe: string) => [
      '@vetshop/db',
      '@vetshop/search',
      '@vetshop/demo-data',
      path.relative(path.dirname(probe), 'packages/db/src/index'),
    ];
    const forbidden = dataPackages('').map((_, index) => `${index + 1}:${RULE}`);
    const feature = 'apps/storefront/app/features/cart/probe.ts';
    const allowed = ['@vetshop/domain', '@vetshop/contract', '@vetshop/cart'];
    expect(await errors(feature, [...dataPackages(feature), ...allowed])).toEqual(forbidden);
    const test = 'apps/storefront/app/lib/probe.test.ts';
    expect(await errors(test, dataPackages(test))).toEqual(forbidden);
    expect(await errors('apps/storefront/server.probe.ts', ['@vetshop/db'])).toEqual([`1:${RULE}`]);
  });

  it('a back-office module reaches another module through its index only, and so do plugins', async () => {
    expect(
      await errors('apps/backoffice/src/modules/carts/probe.ts', [
        '../sales/repository',
        '../customer',
        '../customer/index',
      ]),
    ).toEqual([`1:${RULE}`]);
    expect(
      await errors('apps/backoffice/src/plugins/probe.ts', ['../modules/auth/service', '../modules/auth']),
    ).toEqual([`1:${RULE}`]);
  });

  it('a storefront feature reaches another feature through its index only, and so do routes', async () => {
    expect(
      await errors('apps/storefront/app/features/cart/probe.ts', [
        '../checkout/internal',
        '../checkout',
        '../checkout/index',
        '../checkout/index.server',
        './internal',
      ]),
    ).toEqual([`1:${RULE}`]);
    expect(
      await errors('apps/storefront/app/features/cart/deeper/probe.ts', [
        '../../checkout/internal',
        '../internal',
      ]),
    ).toEqual([`1:${RULE}`]);
    expect(
      await errors('apps/storefront/app/routes/probe.tsx', [
        '../features/checkout/internal',
        '../features/checkout',
      ]),
    ).toEqual([`1:${RULE}`]);
  });

  it('ui, lib and i18n import no feature; i18n assembles the catalogues from the features’ messages only', async () => {
    for (const shared of ['ui', 'lib', 'i18n']) {
      expect(
        await errors(`apps/storefront/app/${shared}/probe.ts`, [
          '../features/checkout',
          '../features/cart/messages',
        ]),
        shared,
      ).toEqual(shared === 'i18n' ? [`1:${RULE}`] : [`1:${RULE}`, `2:${RULE}`]);
    }
  });

  it('a test may read the internals it checks', async () => {
    expect(await errors('apps/storefront/app/features/checkout/probe.test.ts', ['../cart/internal'])).toEqual(
      [],
    );
    expect(
      await errors('apps/backoffice/test/probe.int.test.ts', ['../src/modules/sales/repository']),
    ).toEqual([]);
  });

  it('type imports, re-exports and dynamic imports are checked too', async () => {
    const [result] = await eslint.lintText(
      [
        "import type { A } from '../checkout/internal';",
        "export { b } from '../checkout/internal';",
        "export const c = () => import('../checkout/internal');",
        'export type { A };',
      ].join('\n'),
      { filePath: path.join(repoRoot, 'apps/storefront/app/features/cart/probe.ts') },
    );
    expect(result?.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.ruleId}`)).toEqual([
      `1:${RULE}`,
      `2:${RULE}`,
      `3:${RULE}`,
    ]);
  });
});
