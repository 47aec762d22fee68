import { describe, expect, it } from 'vitest';
import { everyCatalogueMessage, type CatalogueMessage } from './catalogue-messages.testing';
import { formatMessage, parseMessage } from './format-message';

/**
 * Every message the back office formats (errors and texts, document labels, mails), in fr, nl and en, is
 * well-formed ICU and reads as its author wrote it. When FormatJS replaced the hand-written formatter, a one-off
 * comparison formatted all 801 of them (with and without their parameters, counts 0, 1, 2, 5, 21 and 1500) with
 * both: the same text every time. What could change that is kept checked here: a straight apostrophe before a
 * brace (ICU quoting: `l'{name}` prints "l{name}"), a doubled one (`''` prints one), a brace left unfilled.
 */
const { messages, mailModules } = await everyCatalogueMessage();

/** The parameters a template names, and which of them are a plural's count. */
function paramsOf(template: string) {
  const names = new Set([...template.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!));
  const counts = new Set([...template.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)].map((m) => m[1]!));
  return { names, counts };
}

const label = (m: CatalogueMessage) => `${m.where} (${m.locale}): ${m.template}`;
const apostrophes = (text: string) => text.split("'").length - 1;

describe('the back office’s message catalogues', () => {
  it('are all found: messages, labels and every mail module', () => {
    expect(mailModules).toBeGreaterThanOrEqual(6);
    expect(messages.length).toBeGreaterThan(700);
    for (const where of ['messages ', 'labels ', 'mail table '])
      expect(messages.some((m) => m.where.startsWith(where))).toBe(true);
  });

  it('parse as ICU MessageFormat, every message in fr, nl and en', () => {
    const malformed: string[] = [];
    for (const m of messages) {
      try {
        parseMessage(m.template);
      } catch (error) {
        malformed.push(`${label(m)} → ${String(error)}`);
      }
    }
    expect(malformed).toEqual([]);
  });

  it('format to their text: every placeholder filled, every apostrophe kept, counts as written', () => {
    const wrong: string[] = [];
    for (const m of messages) {
      const { names, counts } = paramsOf(m.template);
      for (const n of [0, 1, 2, 1500]) {
        const params: Record<string, string | number> = {};
        for (const name of names) params[name] = counts.has(name) ? n : `‹${name}›`;
        const out = formatMessage(m.template, m.locale, params);
        if (/[{}]/.test(out)) wrong.push(`${label(m)} → a brace left: ${out}`);
        if (apostrophes(out) !== apostrophes(m.template))
          wrong.push(
            `${label(m)} → apostrophes ${apostrophes(m.template)} written, ${apostrophes(out)} shown: ${out}`,
          );
        if (counts.size > 0 && m.template.includes('#') && n === 1500 && !out.includes('1500'))
          wrong.push(`${label(m)} → the count is not written 1500: ${out}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the catalogue checks', () => {
  it('refuse a malformed message', () => {
    for (const bad of [
      'Bonjour {name',
      '{count, plural, one {# ligne}}',
      '{count, plural, one {# ligne} other {# lignes}',
      '{count, plurel, one {# ligne} other {# lignes}}',
    ])
      expect(() => parseMessage(bad), bad).toThrow();
  });

  it('see a straight apostrophe before a brace, which ICU reads as quoting', () => {
    const out = formatMessage("Référence de l'{ref}", 'fr', { ref: 'Q-7' });
    expect(apostrophes(out)).not.toBe(apostrophes("Référence de l'{ref}"));
    expect(out).toMatch(/[{}]/);
  });
});
