/**
 * Which messages each route's code can show, read from the sources (no build): every module a route imports,
 * transitively within `app/`, is scanned for message keys — a string literal equal to a key, or the fixed start
 * of a key built at run time (`` `accountStatus.${status}.title` ``, `'error.' + code`), which stands for every key
 * starting so. Used by the unit test that keeps each route's `handle.messages` complete (route-messages.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** `import … from './x'`, `export … from './x'`, `import('./x')`, `import './x'`: what is taken, and from where. */
const MODULE_REFERENCE =
  /\b(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"](\.{1,2}\/[^'"?]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"?]+)['"]\s*\)|\bimport\s+['"](\.{1,2}\/[^'"?]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.(ts|tsx)$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/** The names an import or re-export clause takes: `{ a, b as c }` → a, b (their names in the source module). */
function namesTaken(clause: string): string[] | '*' {
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  // A default or namespace import (`import X from`, `import * as X from`, `export * from`) takes the whole module.
  if (!braces || outside !== '') return '*';
  return braces[1]!
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter((name) => name !== '');
}

/** The module without its comments (a comment's "import … from" is not an import). URLs' `//` are kept. */
function withoutComments(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:\\'"`])\/\/[^\n]*/g,
    (_whole, before: string | undefined) => before ?? '',
  );
}

/** A barrel: a module made only of re-exports (`export { a } from './a'`, `export * from './b'`). */
function isBarrel(source: string): boolean {
  const code = withoutComments(source);
  return code.replace(/export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/g, '').trim() === '';
}

/**
 * The modules under `appDir` that `entry` imports, itself included (tests and message catalogues left out). Named
 * imports from a barrel (a feature's index.ts) follow only the re-exports they take, not the whole feature.
 */
export function moduleClosure(entry: string, appDir: string): string[] {
  const seen = new Map<string, Set<string> | '*'>();
  const stack: { file: string; names: string[] | '*' }[] = [{ file: entry, names: '*' }];
  while (stack.length > 0) {
    const { file, names } = stack.pop()!;
    const before = seen.get(file);
    if (before === '*') continue;
    const source = readFileSync(file, 'utf8');
    const barrel = isBarrel(source);
    let wanted: string[] | '*' = names;
    if (names !== '*' && barrel) {
      const known = before ?? new Set<string>();
      wanted = names.filter((n) => !known.has(n));
      if (wanted.length === 0) continue;
      for (const n of wanted) known.add(n);
      seen.set(file, known);
    } else seen.set(file, '*');
    for (const m of withoutComments(source).matchAll(MODULE_REFERENCE)) {
      if (m[2]) continue; // `import type`: no code, no text
      const spec = m[4] ?? m[5] ?? m[6]!;
      const target = resolveImport(file, spec);
      if (!target || !target.startsWith(appDir)) continue;
      if (/\.test\.tsx?$/.test(target) || /\/messages\.ts$/.test(target) || target.includes('/i18n/'))
        continue;
      let taken: string[] | '*' = m[4] ? namesTaken(m[3] ?? '') : '*';
      if (m[1] === 'export' && barrel && wanted !== '*') {
        // A barrel's re-export is followed only for the names asked of the barrel.
        if (taken === '*') taken = wanted;
        else {
          const clause = /\{([^}]*)\}/.exec(m[3] ?? '')?.[1] ?? '';
          const pairs = clause.split(',').map((p) =>
            p
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/),
          );
          const asked = new Set(wanted);
          taken = pairs.filter((p) => asked.has((p[1] ?? p[0] ?? '').trim())).map((p) => p[0]!.trim());
          if (taken.length === 0) continue;
        }
      }
      stack.push({ file: target, names: taken });
    }
  }
  return [...seen.keys()].sort();
}

interface Literal {
  text: string;
  /** The fixed start of a text built at run time (a template's head before `${`, or a string before `+`). */
  start: boolean;
}

/** After these, a slash starts a regular expression (not after `}`, `<` or `>`: JSX's `/>` and `</tag>`). */
const REGEX_MAY_FOLLOW = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  ';',
  '+',
  '-',
  '*',
  '%',
  '~',
  '^',
]);

/**
 * The string literals of a TypeScript module, read as a tokenizer would: comments, regular expressions and the
 * code inside template literals (`${…}`, nested) are told apart from texts.
 */
export function stringLiterals(source: string): Literal[] {
  const out: Literal[] = [];
  /** For each open `${`: the depth of braces inside it, so its `}` is told from an object's. */
  const templates: number[] = [];
  let last = ''; // the last significant code character, to tell a division from a regular expression
  let i = 0;
  const readTemplate = () => {
    // At the character after a backtick or after a template's `}`: up to the closing backtick or the next `${`.
    let text = '';
    while (i < source.length) {
      const c = source[i]!;
      if (c === '\\') {
        text += source[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        i++;
        return { text, open: false };
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        return { text, open: true };
      } else {
        text += c;
        i++;
      }
    }
    return { text, open: false };
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === '/' && next !== '>' && REGEX_MAY_FOLLOW.has(last)) {
      // A regular expression: skipped to its closing slash (character classes may hold one).
      let inClass = false;
      for (i++; i < source.length && source[i] !== '\n'; i++) {
        const r = source[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      i++;
      last = ')';
    } else if (c === "'" || c === '"') {
      let text = '';
      for (i++; i < source.length && source[i] !== c && source[i] !== '\n'; i++) {
        if (source[i] === '\\') i++;
        text += source[i] ?? '';
      }
      i++;
      const rest = /^\s*(\+)?/.exec(source.slice(i, i + 8));
      out.push({ text, start: rest?.[1] === '+' });
      last = ')';
    } else if (c === '`') {
      i++;
      const part = readTemplate();
      out.push({ text: part.text, start: part.open });
      if (part.open) templates.push(0);
      last = part.open ? '{' : ')';
    } else if (c === '}' && templates.length > 0 && templates[templates.length - 1] === 0) {
      // The end of a template's `${…}`: the rest of the template is its tail, never a key's start.
      templates.pop();
      i++;
      const part = readTemplate();
      if (part.open) templates.push(0);
      last = part.open ? '{' : ')';
    } else {
      if (templates.length > 0) {
        if (c === '{') templates[templates.length - 1]!++;
        else if (c === '}') templates[templates.length - 1]!--;
      }
      if (!/\s/.test(c)) last = /[\w$)\].]/.test(c) ? ')' : c;
      i++;
    }
  }
  return out;
}

/** The message keys a module can show: exact literals, and every key a literal key start stands for. */
export function keysUsed(source: string, keys: readonly string[], known: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const { text, start } of stringLiterals(source)) {
    if (!start && known.has(text)) used.add(text);
    else if (start && /^[a-zA-Z]+\.[\w.-]*$/.test(text)) {
      for (const key of keys) if (key.startsWith(text)) used.add(key);
    }
  }
  return used;
}

/** A route of `app/routes.ts` as React Router's config helpers describe it. */
export interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** React Router's id of a route: the one given, else its file without the extension. */
export function routeId(route: RouteEntry): string {
  return route.id ?? route.file.replace(/\.[jt]sx?$/, '');
}

/**
 * For every route id (`root` included), the message keys its own modules can show and its parent routes' do not:
 * what a page sends to the browser is the union along its matched routes. Sorted, for a stable generated file.
 */
export function routeMessages(
  appDir: string,
  routes: readonly RouteEntry[],
  keys: readonly string[],
): Record<string, string[]> {
  const known = new Set(keys);
  const usedBy = (file: string) => {
    const used = new Set<string>();
    for (const module of moduleClosure(join(appDir, file), appDir))
      for (const key of keysUsed(readFileSync(module, 'utf8'), keys, known)) used.add(key);
    return used;
  };
  const result: Record<string, string[]> = {};
  const visit = (route: RouteEntry, inherited: ReadonlySet<string>) => {
    const own = [...usedBy(route.file)].filter((key) => !inherited.has(key)).sort();
    result[routeId(route)] = own;
    const next = new Set([...inherited, ...own]);
    for (const child of route.children ?? []) visit(child, next);
  };
  visit({ id: 'root', file: 'root.tsx', children: [...routes] }, new Set());
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}
