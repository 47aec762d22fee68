import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { CATALOGUES, MESSAGES_VERSION, routeMessages as messagesOf } from './catalogues.server';
import { BUNDLES, fr } from './fr';
import GENERATED from './route-messages.generated.json';
import { keysUsed, moduleClosure, routeMessages, type RouteEntry } from './route-usage';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const KEYS = Object.keys(fr);

describe("each route's messages (issue 18 §1: a page carries only its own words)", () => {
  it('the generated list is what the sources use: a route lacking a key it shows fails here', () => {
    // On failure: `npm run i18n:routes -w @vetshop/storefront`, and look at what changed for each page.
    expect(GENERATED).toEqual(routeMessages(appDir, routes as RouteEntry[], KEYS));
  });

  it('finds a key a module shows, directly or built from its fixed start, and only those', () => {
    const known = new Set(KEYS);
    const used = keysUsed(
      "t('cart.title'); t(`accountStatus.${status}.title`); 'error.' + code; const s = 'cart.titles';",
      KEYS,
      known,
    );
    expect(used.has('cart.title')).toBe(true);
    expect(used.has('accountStatus.registration_pending.title')).toBe(true);
    expect(used.has('error.404.title')).toBe(true);
    expect(used.has('cart.empty')).toBe(false);
  });

  it('reads texts as a tokenizer: after a template literal, past JSX, comments and regular expressions', () => {
    const known = new Set(KEYS);
    const source = [
      "const id = `${prefix}-listbox`; // l’article, don't",
      "<Bell on={on === true} /> {t('cart.title')} <p>{x}</p>",
      "const re = /'/g; /* 'cart.empty' */ t('cart.continueShopping');",
      "const label = `${count} ${t('header.cart')}`;",
    ].join('\n');
    expect([...keysUsed(source, KEYS, known)].sort()).toEqual([
      'cart.continueShopping',
      'cart.title',
      'header.cart',
    ]);
  });

  it('follows a named import through a feature barrel to the one module it takes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-usage-'));
    cpSync(join(appDir, 'i18n', 'route-usage.ts'), join(dir, 'unused.ts'));
    writeFileSync(join(dir, 'index.ts'), "export { A } from './a';\nexport { B } from './b';\n");
    writeFileSync(join(dir, 'a.ts'), "export const A = 'cart.title';\n");
    writeFileSync(join(dir, 'b.ts'), "export const B = 'cart.empty';\n");
    writeFileSync(join(dir, 'page.tsx'), "import { A } from './index';\nexport default A;\n");
    expect(moduleClosure(join(dir, 'page.tsx'), dir).map((f) => f.slice(dir.length + 1))).toEqual([
      'a.ts',
      'index.ts',
      'page.tsx',
    ]);
  });

  it("sends a page its matched routes' messages, not the catalogue", () => {
    const guestHome = messagesOf('fr', ['root', 'routes/locale-layout', 'routes/home']);
    const keys = Object.keys(guestHome);
    expect(keys).toContain('error.404.title'); // the shell's error screens
    expect(keys).toContain('home.welcome');
    // Not one text of the staff workspace's screens (the header's link to it is the shell's).
    for (const bundle of [
      BUNDLES.staffContent,
      BUNDLES.staffQuotations,
      BUNDLES.staffRegistrations,
      BUNDLES.staffOutbox,
    ])
      for (const key of Object.keys(bundle.fr)) expect(keys).not.toContain(key);
    expect(keys.length).toBeLessThan(KEYS.length / 4);
    // Texts are compiled (no parser in the browser): plain texts as they are, the others as syntax trees.
    expect(guestHome['error.404.title']).toBe(CATALOGUES.fr['error.404.title']);
    expect(Array.isArray(messagesOf('fr', ['root'])['error.status'])).toBe(true);
    expect(MESSAGES_VERSION).toMatch(/^[\w-]{12}$/);
  });

  it('lists every route of the app once (the resource routes with no message included)', () => {
    const ids = new Set<string>(['root']);
    const walk = (list: readonly RouteEntry[]) => {
      for (const r of list) {
        ids.add(r.id ?? r.file.replace(/\.[jt]sx?$/, ''));
        walk(r.children ?? []);
      }
    };
    walk(routes as RouteEntry[]);
    expect(Object.keys(GENERATED).sort()).toEqual([...ids].sort());
    expect(readFileSync(join(appDir, 'i18n', 'route-messages.generated.json'), 'utf8').endsWith('\n')).toBe(
      true,
    );
  });
});
