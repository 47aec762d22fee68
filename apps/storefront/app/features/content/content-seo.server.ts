import type { CmsContentItem } from '@vetshop/contract';
import { metaDescription } from '@vetshop/domain';
import type { Locale } from '../../i18n';

/**
 * A page's or news item's meta title and description (spec doc 1 §9: the description at most 255 characters, cut
 * on a word): the ones staff wrote, else the title and the foreword or the text.
 */
export function contentSeo(item: CmsContentItem, canonical: string, locale: Locale, image?: string | null) {
  return {
    // The document title adds the site name (lib/page-title).
    title: item.meta_title || item.title,
    description: item.meta_description
      ? metaDescription(item.meta_description)
      : metaDescription(item.title, item.foreword || item.content),
    canonical,
    image: image ?? null,
    type: 'website' as const,
    locale,
  };
}
