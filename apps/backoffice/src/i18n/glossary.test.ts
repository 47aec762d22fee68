import { readFileSync } from 'node:fs';
import type { Locale } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { localizedTextsIn } from './localized-texts';
import { MESSAGE_CODES, translate } from './messages';

/*
 * The shop's glossary lives beside the storefront's messages (apps/storefront/app/i18n/GLOSSARY.md); the
 * back office's texts reach the same buyers (order lines, refusals), so they follow it too.
 */
const markdown = readFileSync(new URL('../../../storefront/app/i18n/GLOSSARY.md', import.meta.url), 'utf8');

function rows(heading: string): string[][] {
  const section = markdown.split(/\n## /).find((s) => s.startsWith(`${heading}\n`)) ?? '';
  return section
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
    .slice(1)
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
}

/*
 * Every fr / nl / en text written in the sources, wherever it lives: the back office's messages, mails, PDF
 * labels and staff texts, the demo content (packages/demo-data), and the storefront's messages and fallbacks.
 */
const root = new URL('../../../../', import.meta.url);
const texts = localizedTextsIn(
  ['apps/backoffice/src', 'packages/demo-data/src', 'apps/storefront/app'].map(
    (dir) => new URL(dir, root).pathname,
  ),
);
const where = (at: string) => at.replace(root.pathname, '');

const word = (variant: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );

describe("the back office's texts follow the shop's glossary", () => {
  it('uses no forbidden variant', () => {
    const forbidden = rows('Forbidden variants');
    expect(forbidden.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const [locale, variant] of forbidden)
      for (const code of MESSAGE_CODES)
        if (word(variant!).test(translate(code, locale as Locale)))
          found.push(`${locale}:${code} says "${variant}"`);
    expect(found).toEqual([]);
  });

  it('no text of either app, mail, PDF or demo content uses a forbidden variant', () => {
    expect(texts.length).toBeGreaterThan(5000);
    const found: string[] = [];
    for (const [locale, variant, instead] of rows('Forbidden variants')) {
      const re = word(variant!);
      for (const t of texts)
        if (t.locale === locale && re.test(t.text))
          found.push(`${where(t.where)} ${locale} says "${variant}" (use "${instead}")`);
    }
    expect(found).toEqual([]);
  });

  it('writes French with the typographic apostrophe (’), never the straight one', () => {
    const straight = texts
      .filter((t) => t.locale === 'fr' && t.text.includes("'"))
      .map((t) => `${where(t.where)}: "${t.text}"`);
    expect(straight).toEqual([]);
  });

  it('says each glossary term of a back-office message (bo:code) exactly', () => {
    const wrong: string[] = [];
    for (const [concept, fr, nl, en, keys = ''] of rows('Terms'))
      for (const key of keys.split(',').map((k) => k.trim()))
        if (key.startsWith('bo:')) {
          const code = key.slice(3) as (typeof MESSAGE_CODES)[number];
          expect(MESSAGE_CODES).toContain(code);
          for (const [locale, term] of [
            ['fr', fr],
            ['nl', nl],
            ['en', en],
          ] as const)
            if (translate(code, locale) !== term)
              wrong.push(`${locale}:${code} = "${translate(code, locale)}", ${concept} is "${term}"`);
        }
    expect(wrong).toEqual([]);
  });

  it("names the low-order fee line with the glossary's term, as the cart and the order do", () => {
    const fee = rows('Terms').find(([concept]) => concept === 'low-order fee');
    expect(fee).toBeDefined();
    const [, fr, nl, en] = fee!;
    expect({
      fr: translate('fee_line_name', 'fr'),
      nl: translate('fee_line_name', 'nl'),
      en: translate('fee_line_name', 'en'),
    }).toEqual({ fr, nl, en });
  });
});
