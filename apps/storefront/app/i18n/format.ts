/**
 * A small ICU-style formatter: `{name}` parameters and `{count, plural, one {…} other {…}}` (with `#` for the
 * number), enough for the shop's messages without shipping a message-format library to the browser.
 */
export type Params = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

function plural(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/** Finds the index of the brace closing the one at `start`. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

export function formatMessage(template: string, locale: string, params: Params = {}): string {
  let out = '';
  for (let i = 0; i < template.length;) {
    const open = template.indexOf('{', i);
    if (open === -1) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = closing(template, open);
    if (close === -1) {
      out += template.slice(open);
      break;
    }
    const body = template.slice(open + 1, close);
    const pluralMatch = /^\s*(\w+)\s*,\s*plural\s*,(.*)$/s.exec(body);
    if (pluralMatch) {
      const [, name = '', cases = ''] = pluralMatch;
      const n = Number(params[name] ?? 0);
      const options = new Map<string, string>();
      const re = /(=\d+|\w+)\s*\{/g;
      let m: RegExpExecArray | null;
      while ((m = re.exec(cases))) {
        const start = m.index + m[0].length - 1;
        const end = closing(cases, start);
        if (end === -1) break;
        options.set(m[1]!, cases.slice(start + 1, end));
        re.lastIndex = end + 1;
      }
      const chosen = options.get(`=${n}`) ?? options.get(plural(locale, n)) ?? options.get('other') ?? '';
      out += formatMessage(chosen, locale, params).replace(/#/g, new Intl.NumberFormat(locale).format(n));
    } else {
      const name = body.trim();
      out += name in params ? String(params[name]) : `{${body}}`;
    }
    i = close + 1;
  }
  return out;
}
