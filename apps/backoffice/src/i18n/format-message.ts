import {
  createLiteralElement,
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
  type PluralOrSelectOption,
} from '@formatjs/icu-messageformat-parser';
import { INTL_LOCALE_TAGS, type Locale } from '@vetshop/domain';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The back office's messages are ICU MessageFormat, formatted by FormatJS (intl-messageformat): `{name}` is a
 * parameter, `{count, plural, one {# line} other {# lines}}` picks the branch by the language's plural rules
 * (Intl.PluralRules: French says "0 ligne", English "0 lines"), an exact `=0 {…}` first, `#` being the number.
 * ICU quoting applies: a straight apostrophe before `{`, `}` (or `#` in a plural) starts quoted text, `''` is
 * one apostrophe — the catalogues write the typographic ’ (format-message.catalogue.test.ts checks them all).
 */

/** A message parsed once per (locale, template), with the parameters it needs. */
interface Compiled {
  format: IntlMessageFormat;
  ast: MessageFormatElement[];
  /** Every parameter the message reads, and whether it must be a number (a plural's). */
  params: ReadonlyMap<string, 'any' | 'number'>;
}

/**
 * Parses `template` as ICU MessageFormat (no tags: `<` is text); throws a SyntaxError naming the problem when it
 * is not well formed. The catalogue tests call it on every message.
 */
export function parseMessage(template: string): MessageFormatElement[] {
  return parse(template, { ignoreTag: true, requiresOtherClause: true, captureLocation: true });
}

function collectParams(elements: readonly MessageFormatElement[], into: Map<string, 'any' | 'number'>): void {
  for (const el of elements) {
    if (isPluralElement(el) || isNumberElement(el)) into.set(el.value, 'number');
    else if (isArgumentElement(el) || isSelectElement(el) || isDateElement(el) || isTimeElement(el)) {
      if (!into.has(el.value)) into.set(el.value, 'any');
    }
    if (isPluralElement(el) || isSelectElement(el))
      for (const option of Object.values<PluralOrSelectOption>(el.options)) collectParams(option.value, into);
  }
}

/**
 * Numbers print as before FormatJS (String(n): "1500 lignes", not "1 500 lignes"): no grouping. The plural rules
 * and any other formatter are the language's own, one instance per locale.
 */
const formattersByLocale = new Map<Locale, Formatters>();
function formattersOf(locale: Locale): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    const plainNumbers = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { useGrouping: false });
    const pluralRules = new Map<string, Intl.PluralRules>();
    formatters = {
      getNumberFormat: (locales, options) =>
        options ? new Intl.NumberFormat(locales, { useGrouping: false, ...options }) : plainNumbers,
      getDateTimeFormat: (locales, options) => new Intl.DateTimeFormat(locales, options),
      getPluralRules: (locales, options) => {
        const key = options?.type ?? 'cardinal';
        let rules = pluralRules.get(key);
        if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locales, options)));
        return rules;
      },
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/** Parsed messages per locale: the catalogues are finite, so is this cache. null = not well formed. */
const compiled = new Map<Locale, Map<string, Compiled | null>>();

function compile(template: string, locale: Locale): Compiled | null {
  let byTemplate = compiled.get(locale);
  if (!byTemplate) compiled.set(locale, (byTemplate = new Map()));
  let entry = byTemplate.get(template);
  if (entry === undefined) {
    try {
      const ast = parseMessage(template);
      const params = new Map<string, 'any' | 'number'>();
      collectParams(ast, params);
      const format = new IntlMessageFormat(ast, INTL_LOCALE_TAGS[locale], undefined, {
        formatters: formattersOf(locale),
      });
      entry = { format, ast, params };
    } catch {
      entry = null;
    }
    byTemplate.set(template, entry);
  }
  return entry;
}

function given(params: MessageParams, name: string, kind: 'any' | 'number'): boolean {
  return Object.hasOwn(params, name) && (kind === 'any' || typeof params[name] === 'number');
}

/**
 * The message with what the caller did not give left as written: `{name}` for a missing parameter, the whole
 * plural form for a missing or non-numeric count (a forgotten parameter shows rather than vanishes).
 */
function keepMissing(
  elements: readonly MessageFormatElement[],
  template: string,
  params: MessageParams,
): MessageFormatElement[] {
  return elements.map((el) => {
    const asWritten = () =>
      createLiteralElement(
        el.location ? template.slice(el.location.start.offset, el.location.end.offset) : '',
      );
    if (isArgumentElement(el))
      return given(params, el.value, 'any') ? el : createLiteralElement(`{${el.value}}`);
    if (isPluralElement(el) || isNumberElement(el))
      if (!given(params, el.value, 'number')) return asWritten();
    if ((isSelectElement(el) || isDateElement(el) || isTimeElement(el)) && !given(params, el.value, 'any'))
      return asWritten();
    if (isPluralElement(el) || isSelectElement(el)) {
      const options: Record<string, PluralOrSelectOption> = {};
      for (const [key, option] of Object.entries<PluralOrSelectOption>(el.options))
        options[key] = { ...option, value: keepMissing(option.value, template, params) };
      return { ...el, options } as MessageFormatElement;
    }
    return el;
  });
}

/**
 * Fills a message template in one language (ICU MessageFormat, see above). A parameter that is not given leaves
 * its placeholder as written; a template that is not well-formed ICU is returned as written (the catalogue tests
 * make sure no message of ours is). Only the caller's own parameters count (not a name the object inherits),
 * and a value is inserted as it is, never read as a template.
 */
export function formatMessage(template: string, locale: Locale, params: MessageParams = {}): string {
  const message = compile(template, locale);
  if (!message) return template;
  // Own properties only: FormatJS looks names up with `in`, which would find `constructor` on any object.
  const values: Record<string, string | number> = Object.create(null) as Record<string, string | number>;
  for (const name of message.params.keys()) if (Object.hasOwn(params, name)) values[name] = params[name]!;
  let complete = true;
  for (const [name, kind] of message.params) if (!given(params, name, kind)) complete = false;
  const format = complete
    ? message.format
    : new IntlMessageFormat(keepMissing(message.ast, template, params), INTL_LOCALE_TAGS[locale], undefined, {
        formatters: formattersOf(locale),
      });
  return String(format.format<string>(values));
}
