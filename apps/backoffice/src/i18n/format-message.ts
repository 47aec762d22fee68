import { INTL_LOCALE_TAGS, type Locale } from '@vetshop/domain';

export type MessageParams = Readonly<Record<string, string | number>>;

const SIMPLE = /\{(\w+)\}/y;
const PLURAL_START = /\{(\w+),\s*plural,\s*/y;
const BRANCH_START = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(locale: Locale, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_LOCALE_TAGS[locale])));
  return rules.select(n);
}

/** The index just after the `}` closing the brace opened before `from`, or -1 (unbalanced). */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** `{name, plural, …}` starting at `start`: its branches and where it ends, or null when it is not well formed. */
function readPlural(text: string, start: number) {
  PLURAL_START.lastIndex = start;
  const head = PLURAL_START.exec(text);
  if (!head) return null;
  const branches = new Map<string, string>();
  let i = PLURAL_START.lastIndex;
  for (;;) {
    BRANCH_START.lastIndex = i;
    const branch = BRANCH_START.exec(text);
    if (!branch) break;
    const end = closingBrace(text, BRANCH_START.lastIndex);
    if (end < 0) return null;
    branches.set(branch[1]!, text.slice(BRANCH_START.lastIndex, end - 1));
    i = end;
  }
  while (text[i] === ' ') i++;
  if (text[i] !== '}' || !branches.has('other')) return null;
  return { name: head[1]!, branches, end: i + 1 };
}

/**
 * Fills a message template in one language. `{name}` is the parameter's value. `{name, plural, one {# line}
 * other {# lines}}` (the ICU plural form) picks the branch for the number by the language's plural rules
 * (Intl.PluralRules: French says "0 ligne", English "0 lines"), an exact `=0 {…}` first; `#` in it is the number.
 * A parameter that is not given leaves its placeholder as written, so a forgotten one shows rather than vanishes.
 */
export function formatMessage(template: string, locale: Locale, params: MessageParams = {}): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    out += template.slice(i, open);
    SIMPLE.lastIndex = open;
    const simple = SIMPLE.exec(template);
    if (simple) {
      const name = simple[1]!;
      out += Object.hasOwn(params, name) ? String(params[name]) : simple[0];
      i = SIMPLE.lastIndex;
      continue;
    }
    const plural = readPlural(template, open);
    if (!plural) {
      out += '{';
      i = open + 1;
      continue;
    }
    const n = params[plural.name];
    const branch =
      typeof n === 'number'
        ? (plural.branches.get(`=${n}`) ??
          plural.branches.get(pluralCategory(locale, n)) ??
          plural.branches.get('other'))
        : undefined;
    out +=
      branch === undefined
        ? template.slice(open, plural.end)
        : formatMessage(branch.replaceAll('#', String(n)), locale, params);
    i = plural.end;
  }
  return out + template.slice(i);
}
