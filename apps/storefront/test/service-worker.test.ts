/** The service worker is plain JS served as is: it cannot import the domain, so its copies are pinned here. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '..', 'public', 'sw.js'), 'utf8');

describe('service worker copies of domain values', () => {
  it("its LOCALES are the domain's", () => {
    const list = /^const LOCALES = (\[[^\]]*\]);$/m.exec(source)?.[1];
    expect(list, 'const LOCALES = [...] in public/sw.js').toBeDefined();
    expect(JSON.parse((list ?? '').replaceAll("'", '"'))).toEqual(LOCALES);
  });

  it("its fallback language is the domain's DEFAULT_LOCALE", () => {
    expect(/LOCALES\.includes\(first\) \? first : '(\w+)'/.exec(source)?.[1]).toBe(DEFAULT_LOCALE);
  });

  it('the pages it keeps when it activates are the ones the app asks it to keep', () => {
    const app = readFileSync(
      join(import.meta.dirname, '..', 'app', 'features', 'shell', 'service-worker.tsx'),
      'utf8',
    );
    const pattern = (text: string) => /const SAVED_PAGES = (\/.*\/);$/m.exec(text)?.[1];
    expect(pattern(source), 'const SAVED_PAGES = /…/; in public/sw.js').toBeDefined();
    expect(pattern(source)).toBe(pattern(app));
  });

  it('keeps the pages open when it activates, before it takes control', () => {
    const activate = /addEventListener\('activate'[\s\S]*?\n\}\);/.exec(source)?.[0] ?? '';
    expect(activate.indexOf('await saveOpenPages()')).toBeGreaterThan(-1);
    expect(activate.indexOf('await saveOpenPages()')).toBeLessThan(activate.indexOf('clients.claim()'));
  });
});
