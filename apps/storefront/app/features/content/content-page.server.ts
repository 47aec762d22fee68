import { data } from 'react-router';
import { cacheControl, page, pageContext, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { contentSeo } from './content-seo.server';
import { contentAlternates, isContentSlug } from './content-urls';
import { cleanContentHtml } from './sanitize.server';

const notFound = () => data({ reason: 'not_found' }, { status: 404 });

/**
 * /{locale}/page/{slug}: a content page in its language. Unknown, unpublished or out of its dates → the shop's
 * 404. Public: cached as any guest page.
 */
export const loadContentPage = page(async (args: RouteArgs) => {
  const { locale, user, bo } = await pageContext(args);
  const slug = args.params.slug;
  if (!isContentSlug(slug)) throw notFound();
  const { items } = await bo.call('cms.content', { query: { type: 'page', slug, page: 1, per_page: 1 } });
  const item = items[0];
  if (!item || item.url !== slug) throw notFound();
  const origin = new URL(args.request.url).origin;
  return data(
    {
      title: item.title,
      html: cleanContentHtml(item.content),
      alternates: contentAlternates(urls.contentPage, item.url_locales, item.url),
      seo: contentSeo(item, `${origin}${urls.contentPage(locale, item.url)}`, locale),
    },
    { headers: cacheControl(user) },
  );
});
