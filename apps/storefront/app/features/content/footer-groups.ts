import type { FooterGroup, FooterLink } from './site-content';

export interface FooterPage {
  title: string;
  group: string | null;
  sequence: number | null;
  href: string;
}

const bySequence = (a: FooterPage, b: FooterPage) =>
  (a.sequence ?? 0) - (b.sequence ?? 0) || a.title.localeCompare(b.title);

/** A slot's pages in their order (sequence, then title). */
export function footerLinks(pages: readonly FooterPage[]): FooterLink[] {
  return [...pages].sort(bySequence).map(({ title, href }) => ({ title, href }));
}

/**
 * The footer slot's pages grouped (spec doc 1 §3 "grouped footer pages"): one group per name, in the order of
 * their first page; pages of no group come last, under no heading.
 */
export function footerGroups(pages: readonly FooterPage[]): FooterGroup[] {
  const groups = new Map<string | null, FooterLink[]>();
  for (const page of [...pages].sort(bySequence)) {
    const key = page.group?.trim() || null;
    const links = groups.get(key) ?? [];
    links.push({ title: page.title, href: page.href });
    groups.set(key, links);
  }
  const named = [...groups].filter(([g]) => g !== null).map(([group, links]) => ({ group, links }));
  const loose = groups.get(null);
  return loose ? [...named, { group: null, links: loose }] : named;
}
