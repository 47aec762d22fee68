import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export type TextLocale = 'fr' | 'nl' | 'en';

export interface LocalizedText {
  locale: TextLocale;
  text: string;
  /** file:line, to say where to fix it. */
  where: string;
}

const LOCALE_ARGS: TextLocale[] = ['fr', 'nl', 'en'];
const isLocale = (name: string): name is TextLocale => name === 'fr' || name === 'nl' || name === 'en';

function propertyName(node: ts.PropertyAssignment): string | null {
  const name = node.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/**
 * The language a text literal is written in, from where it stands: the value (or inside the value) of a
 * `fr:` / `nl:` / `en:` property, or the first / second / third argument of the demo data's `loc(fr, nl, en)`.
 * Null for any other string (code, keys, URLs).
 */
function localeOf(node: ts.Node): TextLocale | null {
  let child: ts.Node = node;
  for (let parent = node.parent; parent && !ts.isSourceFile(parent); child = parent, parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && parent.initializer === child) {
      const name = propertyName(parent);
      if (name && isLocale(name)) return name;
    } else if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      parent.expression.text === 'loc' &&
      parent.arguments.length === 3
    ) {
      const i = parent.arguments.indexOf(child as ts.Expression);
      if (i >= 0) return LOCALE_ARGS[i]!;
    }
  }
  return null;
}

/** Every fr / nl / en text literal of one TypeScript source (the parts of a template literal one by one). */
export function localizedTexts(source: string, fileName: string): LocalizedText[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: LocalizedText[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // A message key ('sale.col.cancelled': …) is code, not text.
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      const locale = isKey ? null : localeOf(node);
      if (locale) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push({ locale, text: node.text, where: `${fileName}:${line + 1}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The TypeScript sources under `dir` (tests left out: they may quote wrong words on purpose). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

export function localizedTextsIn(dirs: readonly string[]): LocalizedText[] {
  return dirs.flatMap((dir) => sourceFiles(dir).flatMap((f) => localizedTexts(readFileSync(f, 'utf8'), f)));
}
