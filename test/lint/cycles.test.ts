/*
 * Issue 19 §2: no import cycles, checked by `npm run lint` (scripts/check-cycles.mjs). Proven here on deliberate
 * cycles in a folder of its own: a static one, one through a type-only import and one through import().
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from '../../scripts/check-cycles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'vetshop-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `{folder}-{name}` files into the test's folder. */
function files(folder: string, sources: Record<string, string>): void {
  for (const [name, code] of Object.entries(sources)) writeFileSync(join(dir, `${folder}-${name}`), code);
}

describe('the import cycle check', { timeout: 30_000 }, () => {
  it('finds a cycle, whether through a value, a type-only import or import()', async () => {
    files('static', {
      'a.ts': "import { b } from './static-b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './static-a';\nexport const b = 1;\nexport const c = () => a;\n",
    });
    files('types', {
      'a.ts': "import { b } from './types-b';\nexport const a = () => b;\n",
      'b.ts': "import type { a } from './types-a';\nexport const b = 1;\nexport type A = typeof a;\n",
    });
    files('lazy', {
      'a.ts': "export const load = () => import('./lazy-b');\nexport const rule = 1;\n",
      'b.ts': "import { rule } from './lazy-a';\nexport const b = rule;\n",
    });
    const cycles = await importCycles(['static-*.ts', 'types-*.ts', 'lazy-*.ts'], dir);
    expect(cycles.map((c) => c.map((f) => f.replace(/.*\//, '')).sort())).toEqual(
      expect.arrayContaining([
        ['static-a.ts', 'static-b.ts'],
        ['types-a.ts', 'types-b.ts'],
        ['lazy-a.ts', 'lazy-b.ts'],
      ]),
    );
  });

  it('finds none where imports go one way', async () => {
    files('oneway', {
      'a.ts': "import { b } from './oneway-b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(await importCycles(['oneway-*.ts'], dir)).toEqual([]);
  });
});
