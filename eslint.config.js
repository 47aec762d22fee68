import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (decision 014). Paths are relative to the repository root; the node resolver
 * resolves relative imports, and workspace packages (`@vetshop/*`, exports-only package.json that it
 * cannot follow) are matched by their module name instead.
 */

/** Which workspace packages each package may import (ARCHITECTURE.md, "Packages"). */
const packageDependencies = {
  domain: [],
  contract: ['domain'],
  cart: ['domain', 'contract'],
  db: ['domain'],
  search: ['domain', 'contract', 'db'],
  'demo-data': ['domain', 'contract', 'db'],
};
const appNames = ['backoffice', 'storefront'];
const serverOnlyPackages = ['db', 'search', 'demo-data'];

/** A feature or module is reached through these files only (relative to its folder). */
const featureEntryPoints = ['index.ts', 'index.tsx', 'index.server.ts', 'styles.css'];
const moduleEntryPoints = ['index.ts'];

/** Selectors for "this workspace package", whether imported by name or by relative path. */
const packageTargets = (names) => [
  {
    element: {
      type: 'package',
      captured: { package: names.length === 1 ? names[0] : `{${names.join(',')}}` },
    },
  },
  { module: { source: names.map((name) => `@vetshop/${name}`) } },
];

const packagePolicies = Object.entries(packageDependencies).map(([name, allowed]) => {
  const forbidden = Object.keys(packageDependencies).filter(
    (other) => other !== name && !allowed.includes(other),
  );
  return {
    from: { element: { type: 'package', captured: { package: name } } },
    disallow: { to: forbidden.length > 0 ? packageTargets(forbidden) : [] },
    message: `packages/${name} may import ${allowed.length > 0 ? allowed.join(', ') : 'no other workspace package'} (ARCHITECTURE.md)`,
  };
});

const boundariesConfig = {
  // The bounded code; root scripts, benchmarks and end-to-end tests stand outside the layers.
  files: ['{apps,packages}/**/*.{ts,tsx,js,mjs,jsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json'] } },
    // `export … from` and `import()` couple files as much as `import` does.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/elements': [
      { type: 'package', pattern: 'packages/*', partialMatch: false, capture: ['package'] },
      { type: 'module', pattern: 'apps/backoffice/src/modules/*', partialMatch: false, capture: ['module'] },
      {
        type: 'feature',
        pattern: 'apps/storefront/app/features/*',
        partialMatch: false,
        capture: ['feature'],
      },
      {
        type: 'shared',
        pattern: 'apps/storefront/app/{ui,lib,i18n}',
        partialMatch: false,
        capture: ['shared'],
      },
      { type: 'app', pattern: 'apps/*', partialMatch: false, capture: ['app'] },
    ],
    'boundaries/files': [
      { category: 'storefront', pattern: 'apps/storefront/**' },
      { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'] },
      { category: 'bench', pattern: '**/bench/**' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        // Later policies win over earlier ones: internals first, their exceptions, then the layers.
        policies: [
          {
            disallow: { to: { element: { type: 'module' } } },
            message:
              'reach the back-office module "{{ to.element.captured.module }}" through its index.ts, not its internals',
          },
          {
            allow: { to: { element: { type: 'module', fileInternalPath: moduleEntryPoints } } },
          },
          {
            disallow: { to: { element: { type: 'feature' } } },
            message:
              'reach the storefront feature "{{ to.element.captured.feature }}" through its index (index.ts, index.server.ts), not its internals',
          },
          {
            allow: { to: { element: { type: 'feature', fileInternalPath: featureEntryPoints } } },
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: 'feature' } } },
            message: 'app/{{ from.element.captured.shared }} is shared by features and imports none of them',
          },
          // The language catalogues are assembled from the features' message bundles: plain data, no code.
          {
            from: { element: { type: 'shared', captured: { shared: 'i18n' } } },
            allow: { to: { element: { type: 'feature', fileInternalPath: 'messages.ts' } } },
          },
          // Tests may reach the internals they test (the i18n check reads every feature's messages).
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { type: '{module,feature}' } } },
          },
          ...packagePolicies,
          // The search benchmarks load the demo catalogue (a devDependency of packages/search).
          {
            from: {
              element: { type: 'package', captured: { package: 'search' } },
              file: { categories: 'bench' },
            },
            allow: { to: packageTargets(['demo-data']) },
          },
          {
            from: { element: { type: 'package' } },
            disallow: {
              to: [
                { element: { type: '{app,module,feature,shared}' } },
                { module: { source: appNames.map((name) => `@vetshop/${name}`) } },
              ],
            },
            message: 'a package never imports an app',
          },
          {
            from: { file: { categories: 'storefront' } },
            disallow: { to: packageTargets(serverOnlyPackages) },
            message:
              'the storefront holds no data: it calls the back office and never imports @vetshop/db, search or demo-data',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'var/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'apps/storefront/build/**',
      'apps/storefront/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: [
      'apps/storefront/app/**/*.{ts,tsx}',
      'packages/cart/src/**/*.ts',
      'apps/storefront/public/**/*.js',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // CommonJS on purpose: tools that load these with require() (e.g. an import resolver for tests).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/storefront/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Issue 19 §2: in the back office only repositories speak SQL (drizzle-orm); routes and services call them.
    files: ['apps/backoffice/src/**/*.ts'],
    ignores: ['**/*repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'only a repository (repository.ts, *-repository.ts) imports drizzle-orm: put the query there and call it',
            },
          ],
        },
      ],
    },
  },
  boundariesConfig,
);
