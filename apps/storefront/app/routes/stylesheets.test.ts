import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '../routes';

/**
 * Issue 18 §2: every page linked the 28 sheets of every feature, the staff workspace's too. Walks the route table
 * (a page added later is covered without anyone listing it): the sheets a page links — the root's, its layouts',
 * its own `links` — are at most 3, and the CSS files they are made of (following `@import`, which Vite inlines at
 * build) hold no staff workspace sheet (features/staff*) outside the staff workspace.
 */
const app = resolve(import.meta.dirname, '..');

interface Found {
  path: string;
  file: string;
  /** The files of the layouts around it, outermost first. */
  parents: string[];
  hasChildren: boolean;
}

function walk(
  entries: readonly RouteConfigEntry[],
  prefix: string,
  parents: string[],
  out: Found[],
): Found[] {
  for (const e of entries) {
    const path = e.path === undefined ? prefix : [prefix, e.path].filter(Boolean).join('/');
    out.push({ path, file: e.file, parents, hasChildren: (e.children?.length ?? 0) > 0 });
    if (e.children) walk(e.children, path, [...parents, e.file], out);
  }
  return out;
}

/**
 * The CSS files a route module's `links` gives as stylesheets, read from its source (`import x from '….css?url'`,
 * then `{ rel: 'stylesheet', href: x }`): under test, `?url` gives no path to follow.
 */
function sheetsOf(file: string): string[] {
  const path = join(app, file);
  const source = readFileSync(path, 'utf8');
  const imports = new Map(
    [...source.matchAll(/^import (\w+) from '([^']+\.css)\?url';$/gm)].map(([, name, target]) => [
      name!,
      target!,
    ]),
  );
  const links = /^export const links\b.*\];$|^export const links\b[\s\S]*?^\];$/m.exec(source)?.[0] ?? '';
  return [...links.matchAll(/rel: 'stylesheet', href: (\w+)/g)].map(([, name]) => {
    const target = imports.get(name!);
    if (!target) throw new Error(`${file}: the stylesheet ${name} is not a CSS ?url import`);
    return resolve(dirname(path), target);
  });
}

/** A sheet's file and every file its `@import`s pull in (paths from app/), in cascade order. */
function cssFilesOf(sheet: string): string[] {
  const out: string[] = [];
  const visit = (file: string) => {
    out.push(relative(app, file));
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, target] of css.matchAll(/@import\s+['"]([^'"]+)['"]/g))
      visit(resolve(dirname(file), target!));
  };
  visit(sheet);
  return out;
}

interface Page {
  path: string;
  sheets: string[];
  files: string[];
}

let pages: Page[] = [];

beforeAll(() => {
  pages = walk(routes, '', [], [])
    // A page renders something (a resource route has no default export, no page, no sheet).
    .filter(
      (found) => !found.hasChildren && /^export default /m.test(readFileSync(join(app, found.file), 'utf8')),
    )
    .map((found) => {
      const sheets = ['root.tsx', ...found.parents, found.file].flatMap(sheetsOf);
      return { path: found.path || '/', sheets, files: sheets.flatMap(cssFilesOf) };
    });
});

const isStaffSheet = (file: string) => /^features\/staff[^/]*\//.test(file);
const isStaffPage = (path: string) => /^:locale\/staff(\/|$)/.test(path);

describe('the stylesheets of each page', () => {
  it('finds the pages of the route table (buyer, guest and staff ones)', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.some((p) => isStaffPage(p.path))).toBe(true);
  });

  it('every page links at most 3 render-blocking stylesheets', () => {
    const over = pages.filter((p) => p.sheets.length > 3).map((p) => `${p.path}: ${p.sheets.length} sheets`);
    expect(over).toEqual([]);
  });

  it("no page outside the staff workspace carries the staff workspace's styles", () => {
    const leaks = pages
      .filter((p) => !isStaffPage(p.path))
      .flatMap((p) => p.files.filter(isStaffSheet).map((file) => `${p.path}: ${file}`));
    expect(leaks).toEqual([]);
  });

  it("the staff layout links none of the workspace's sheets: the 404 it answers a buyer is a buyer's page", () => {
    const layouts = walk(routes, '', [], []).filter((found) => found.hasChildren);
    const leaks = layouts.flatMap((found) =>
      ['root.tsx', ...found.parents, found.file]
        .flatMap(sheetsOf)
        .flatMap(cssFilesOf)
        .filter(isStaffSheet)
        .map((file) => `${found.file}: ${file}`),
    );
    expect(leaks).toEqual([]);
  });

  it("every staff page has the workspace's frame", () => {
    const bare = pages.filter((p) => isStaffPage(p.path) && !p.files.includes('features/staff/styles.css'));
    expect(bare.map((p) => p.path)).toEqual([]);
  });

  it('no page takes the same CSS file twice (a layout and its page composing the same feature)', () => {
    const twice = pages.flatMap((p) =>
      p.files.filter((file, i) => p.files.indexOf(file) !== i).map((file) => `${p.path}: ${file}`),
    );
    expect(twice).toEqual([]);
  });
});
