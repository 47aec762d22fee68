/*
 * Issue 19 §2: in the back office only repositories import drizzle-orm. Proven on deliberate violations linted
 * with the repository's own ESLint configuration.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'no-restricted-imports';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The rules broken by a file at `filePath` importing `specifiers`, as `line:rule`. */
async function errors(filePath: string, specifiers: string[]): Promise<string[]> {
  const code = specifiers.map((specifier) => `import '${specifier}';`).join('\n');
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.line}:${m.ruleId}`);
}

describe('only repositories speak SQL', { timeout: 30_000 }, () => {
  it('a service or a route importing drizzle-orm fails the lint; a repository may', async () => {
    const imports = ['drizzle-orm', 'drizzle-orm/pg-core', '@vetshop/db'];
    expect(await errors('apps/backoffice/src/modules/carts/probe-service.ts', imports)).toEqual([
      `1:${RULE}`,
      `2:${RULE}`,
    ]);
    expect(await errors('apps/backoffice/src/plugins/probe.ts', ['drizzle-orm'])).toEqual([`1:${RULE}`]);
    expect(await errors('apps/backoffice/src/modules/carts/repository.ts', imports)).toEqual([]);
    expect(await errors('apps/backoffice/src/modules/carts/csv-import-repository.ts', imports)).toEqual([]);
  });
});
