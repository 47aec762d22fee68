import type { CategoryNode } from '@vetshop/contract';
import type { MetaDescriptor } from 'react-router';
import { LOCALES, type Locale } from '../../i18n';
import { routeTitle, SITE_NAME, withoutSiteName, type TitleArgs } from '../../lib/page-title';
import { urls } from '../../lib/urls';

/** What a catalogue page tells search engines and link previews; built by its loader, rendered by `meta`. */
export interface PageSeo {
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URL of the picture for link previews. */
  image?: string | null;
  type?: 'website' | 'product';
  locale: Locale;
}

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_BE', nl: 'nl_BE', en: 'en_US' };

/**
 * The meta of a page with SEO data: its document title "{title} — Vetshop" (lib/page-title, one form for every
 * page), or the error screen's when the page failed; link previews get the title without the site name, which
 * they show apart (og:site_name).
 */
export function seoMeta(seo: PageSeo | undefined, args: TitleArgs): MetaDescriptor[] {
  const title = routeTitle(args, (t) => seo?.title ?? t('app.tagline'));
  if (!seo || (args.error !== undefined && args.error !== null)) return [{ title }];
  const out: MetaDescriptor[] = [{ title }];
  if (seo.description) out.push({ name: 'description', content: seo.description });
  if (seo.keywords) out.push({ name: 'keywords', content: seo.keywords });
  out.push(
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: withoutSiteName(seo.title) },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: OG_LOCALES[seo.locale] },
    { property: 'og:site_name', content: SITE_NAME },
  );
  if (seo.description) out.push({ property: 'og:description', content: seo.description });
  if (seo.image) out.push({ property: 'og:image', content: seo.image });
  return out;
}

/** Every category's path of url keys (top level first), from the tree of one locale. */
export function categoryPaths(tree: readonly CategoryNode[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const walk = (nodes: readonly CategoryNode[], parent: string[]) => {
    for (const node of nodes) {
      const path = [...parent, node.url_key];
      out.set(node.id, path);
      walk(node.childs, path);
    }
  };
  walk(tree, []);
  return out;
}

/**
 * The category page in each language: its full translated path when the tree of that language knows it, else
 * its own translated key alone (the page looks a category up by its last segment, so that URL works too).
 */
export function categoryAlternates(
  id: number,
  keys: Record<Locale, string>,
  paths: Partial<Record<Locale, Map<number, string[]>>>,
  search = '',
): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((l) => [l, `${urls.category(l, paths[l]?.get(id) ?? [keys[l]])}${search}`]),
  ) as Record<Locale, string>;
}

/** The product page in each language (keeping the variant shown). */
export function productAlternates(
  keys: Record<Locale, string>,
  variantId?: number | null,
): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, urls.product(l, keys[l], variantId)])) as Record<
    Locale,
    string
  >;
}
