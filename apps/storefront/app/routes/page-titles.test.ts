import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { MetaDescriptor } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n';
import { CATALOGUES } from '../i18n/catalogues.server';
import routes from '../routes';

/**
 * Issue 17 §6: the 404 and logout pages had an empty <title>, and titles came as "X | Vetshop" and "X — Vetshop".
 * Walks the route table (a page added later is covered without anyone listing it): every page's meta gives, in
 * each language, one non-empty title "{page} — Vetshop", and a page that failed with a 404 has the 404 screen's.
 */
interface Found {
  path: string;
  file: string;
  hasChildren: boolean;
}

function walk(entries: readonly RouteConfigEntry[], prefix: string, out: Found[]): Found[] {
  for (const e of entries) {
    const path = e.path === undefined ? prefix : [prefix, e.path].filter(Boolean).join('/');
    out.push({ path, file: e.file, hasChildren: (e.children?.length ?? 0) > 0 });
    if (e.children) walk(e.children, path, out);
  }
  return out;
}

type MetaFunction = (args: Record<string, unknown>) => MetaDescriptor[] | undefined;
interface RouteModule {
  default?: unknown;
  meta?: MetaFunction;
}

/** The pages: route modules that render something and hold no other route (resource routes render nothing). */
let all: { found: Found; module: RouteModule }[] = [];
const pages = () => all;

beforeAll(async () => {
  const out = [];
  for (const found of walk(routes, '', [])) {
    if (found.hasChildren) continue;
    const module = (await import(/* @vite-ignore */ `../${found.file}`)) as RouteModule;
    if (typeof module.default === 'function') out.push({ found, module });
  }
  all = out;
}, 120_000);

const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

function titlesOf(meta: MetaFunction, locale: Locale, error?: unknown): string[] {
  const descriptors =
    meta({
      matches: [{ id: 'root', data: { locale, messages: CATALOGUES[locale], user: null } }],
      data: undefined,
      loaderData: undefined,
      params: { locale },
      location: { pathname: `/${locale}/`, search: '', hash: '', state: null, key: 'default' },
      error,
    }) ?? [];
  return descriptors.flatMap((d) => ('title' in d && typeof d.title === 'string' ? [d.title] : []));
}

/** "{page} — Vetshop": a page part that is neither empty, nor padded, nor an unformatted message. */
const ONE_FORM = /^(?<page>\S(?:.*\S)?) — Vetshop$/;

describe('page titles', () => {
  it('every page has a meta with one title "{page} — Vetshop" in each language', () => {
    const found = pages();
    expect(found.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const { found: route, module } of found) {
      if (typeof module.meta !== 'function') {
        problems.push(`${route.file}: no meta`);
        continue;
      }
      for (const locale of LOCALES) {
        const titles = titlesOf(module.meta, locale);
        const page = titles.length === 1 ? ONE_FORM.exec(titles[0]!)?.groups?.page : undefined;
        if (!page || /[{}]/.test(page) || /vetshop$/i.test(page) || /\s[|—-]\s*$/.test(page))
          problems.push(`${route.file} (${locale}): ${JSON.stringify(titles)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a page that failed with a 404 has the 404 screen’s title (the unknown path and every other page)', () => {
    const problems: string[] = [];
    for (const { found: route, module } of pages()) {
      if (typeof module.meta !== 'function') continue;
      for (const locale of LOCALES) {
        const expected = `${CATALOGUES[locale]['error.404.title']} — Vetshop`;
        const titles = titlesOf(module.meta, locale, notFound);
        if (titles.length !== 1 || titles[0] !== expected)
          problems.push(`${route.file} (${locale}): ${JSON.stringify(titles)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the 404 and logout pages, named', () => {
    const byFile = new Map(pages().map(({ found, module }) => [found.file, module]));
    expect(titlesOf(byFile.get('routes/not-found.tsx')!.meta!, 'fr')).toEqual([
      '404 - Page non trouvée — Vetshop',
    ]);
    expect(titlesOf(byFile.get('routes/logout.tsx')!.meta!, 'nl')).toEqual(['Afmelden — Vetshop']);
    expect(titlesOf(byFile.get('routes/home.tsx')!.meta!, 'en')).toEqual([
      'Veterinary medicines, food and equipment — Vetshop',
    ]);
  });
});
