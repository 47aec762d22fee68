import type { Page } from '@playwright/test';

/** A stylesheet a page links: its address and its text. */
export interface Sheet {
  href: string;
  css: string;
}

/**
 * The render-blocking stylesheets of a page (issue 18 §2): the `<link rel="stylesheet">` of the HTML the server
 * sends (what the browser waits for before the first paint), fetched with the tab's cookies (the signed-in
 * pages), and those of the document on screen (after a client-side navigation, React Router's `links`).
 */
export class PageStyles {
  constructor(readonly page: Page) {}

  /** The stylesheets the server's HTML of `path` links, in order, each with its text (`status`: the answer's). */
  async served(path: string, status = 200): Promise<Sheet[]> {
    const res = await this.page.request.get(path, { headers: { Accept: 'text/html' } });
    if (res.status() !== status) throw new Error(`${path}: ${res.status()}, not ${status}`);
    const head = (await res.text()).split('</head>', 1)[0] ?? '';
    const hrefs = [...head.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="stylesheet"/.test(tag))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
    return this.fetchAll(hrefs);
  }

  /** The stylesheets linked by the document on screen (the head React Router keeps for the current routes). */
  async onScreen(): Promise<Sheet[]> {
    const hrefs = await this.page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    return this.fetchAll(hrefs);
  }

  private async fetchAll(hrefs: string[]): Promise<Sheet[]> {
    return Promise.all(
      hrefs.map(async (href) => {
        const res = await this.page.request.get(href);
        if (!res.ok()) throw new Error(`${href}: ${res.status()}`);
        return { href, css: await res.text() };
      }),
    );
  }
}

/** The staff workspace's rules (features/staff*): every class of theirs starts with `staff-`. */
export function staffRules(sheets: Sheet[]): string[] {
  return [...new Set(sheets.flatMap((s) => [...s.css.matchAll(/\.staff-[\w-]+/g)].map(([rule]) => rule)))];
}

/** Whether a rule for the class `name` (e.g. 'cart-line') is among the sheets. */
export function hasRule(sheets: Sheet[], name: string): boolean {
  const pattern = new RegExp(`\\.${name}(?![\\w-])`);
  return sheets.some((s) => pattern.test(s.css));
}
