import { readFileSync } from 'node:fs';
import type { Locale } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
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
