import { describe, expect, it } from 'vitest';
import { barrelOf, catalogueModules, frameModules, type ModuleGraph } from '../chunking';

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

  it("puts in one chunk the product page's modules that other pages import too, not the frame's nor the cart page's", () => {
    const route = (name: string, imports: string[]) => ({
      code: imports.map((m, i) => `import { x${i} } from '../${m}';`).join('\n'),
      imports: imports.map((m) => `${APP}/${m}`),
    });
    const graph = graphOf({
      [`${APP}/root.tsx`]: route('root.tsx', []),
      [`${APP}/routes/locale-layout.tsx`]: route('routes/locale-layout.tsx', ['header.tsx']),
      [`${APP}/routes/product.tsx`]: route('routes/product.tsx', [
        'header.tsx',
        'price.tsx',
        'tabs.tsx',
        'stock.ts',
        'seo.ts',
      ]),
      [`${APP}/routes/category.tsx`]: route('routes/category.tsx', ['price.tsx', 'seo.ts']),
      [`${APP}/routes/cart.tsx`]: route('routes/cart.tsx', ['stock.ts']),
      [`${APP}/header.tsx`]: { code: 'export const x0 = 1;' },
      [`${APP}/price.tsx`]: { code: 'export const x1 = 1;' },
      [`${APP}/tabs.tsx`]: { code: 'export const x2 = 1;' },
      [`${APP}/stock.ts`]: { code: 'export const x3 = 1;' },
      [`${APP}/seo.ts`]: { code: 'export const x4 = 1;' },
    });
    const frame = frameModules(APP, graph);
    expect(frame.has(`${APP}/header.tsx`)).toBe(true);
    const routes = ['product', 'category', 'cart', 'locale-layout'].map((r) => `${APP}/routes/${r}.tsx`);
    // tabs: the product page's alone (stays in its chunk); stock: the cart page's too; header: the frame's.
    expect([...catalogueModules(APP, graph, frame, routes)].sort()).toEqual(
      [`${APP}/price.tsx`, `${APP}/seo.ts`].sort(),
    );
  });
});
