import { describe, expect, it } from 'vitest';
import { barrelOf, frameModules, type ModuleGraph } from '../chunking';

/** A module graph as rolldown's chunking context gives it: each module's code and resolved imports. */
function graphOf(modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const m = modules[id];
      return m ? { code: m.code, importedIds: m.imports ?? [] } : null;
    },
  };
}

const APP = '/shop/app';
const DOMAIN = '/shop/packages/domain/src';

describe('the frame chunk (chunking.ts)', () => {
  it('tells a barrel (re-exports only) from a module with code', () => {
    expect(
      barrelOf("/** A feature. */\nexport { A } from './a';\nexport { B as C, type D } from './b';"),
    ).toEqual({
      named: new Map([
        ['A', './a'],
        ['B', './b'],
      ]),
      stars: [],
    });
    expect(barrelOf("export * from './money';\nexport type * from './types';")).toEqual({
      named: new Map(),
      stars: ['./money'],
    });
    expect(barrelOf("export { A } from './a';\nexport const x = 1;")).toBeNull();
  });

  it('takes what root and the locale layout import, and through a barrel only the names taken from it', () => {
    const graph = graphOf({
      [`${APP}/root.tsx`]: {
        code: "import { Header } from './features/shell';\nimport type { Cart } from './features/cart';",
        imports: [`${APP}/features/shell/index.ts`],
      },
      [`${APP}/routes/locale-layout.tsx`]: {
        code: "import { Layout } from '../features/shell';",
        imports: [`${APP}/features/shell/index.ts`],
      },
      [`${APP}/features/shell/index.ts`]: {
        code: "export { Header } from './header';\nexport { Layout } from './layout';\nexport { CartPage } from './cart-page';",
        imports: [
          `${APP}/features/shell/header.tsx`,
          `${APP}/features/shell/layout.tsx`,
          `${APP}/features/shell/cart-page.tsx`,
        ],
      },
      [`${APP}/features/shell/header.tsx`]: {
        code: "import { formatEuros } from '@vetshop/domain';\nexport function Header() {}",
        imports: [`${DOMAIN}/index.ts`],
      },
      [`${APP}/features/shell/layout.tsx`]: { code: 'export function Layout() {}' },
      [`${APP}/features/shell/cart-page.tsx`]: { code: 'export function CartPage() {}' },
      [`${DOMAIN}/index.ts`]: {
        code: "export * from './money';\nexport * from './slug';",
        imports: [`${DOMAIN}/money.ts`, `${DOMAIN}/slug.ts`],
      },
      [`${DOMAIN}/money.ts`]: { code: 'export function formatEuros() {}' },
      [`${DOMAIN}/slug.ts`]: { code: 'export const slugify = () => 1;' },
    });
    const frame = frameModules(APP, graph);
    expect([...frame].sort()).toEqual(
      [
        `${APP}/root.tsx`,
        `${APP}/routes/locale-layout.tsx`,
        `${APP}/features/shell/header.tsx`,
        `${APP}/features/shell/layout.tsx`,
        `${DOMAIN}/money.ts`,
      ].sort(),
    );
  });
});
