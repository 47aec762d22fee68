import { data } from 'react-router';
import { cacheControl, page, pageContext, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { contentSeo } from './content-seo.server';
import { contentAlternates, isContentSlug } from './content-urls';
import { shopFileUrl } from './display-rules';
import { cleanContentHtml } from './sanitize.server';

const notFound = () => data({ reason: 'not_found' }, { status: 404 });

/** /{locale}/news/{slug}: one news item (title, date, image, text, attached file). Unknown or unpublished → 404. */
export const loadNewsItem = page(async (args: RouteArgs) => {
  const { locale, user, bo } = await pageContext(args);
  const slug = args.params.slug;
  if (!isContentSlug(slug)) throw notFound();
  const { items } = await bo.call('cms.content', { query: { type: 'news', slug, page: 1, per_page: 1 } });
  const item = items[0];
  if (!item || item.url !== slug) throw notFound();
  const origin = new URL(args.request.url).origin;
  const image = shopFileUrl(item.image);
  const fileUrl = item.file ? shopFileUrl(item.file.url) : null;
  return data(
    {
      title: item.title,
      date: item.date,
      foreword: item.foreword,
      image,
      html: cleanContentHtml(item.content),
      file: item.file && fileUrl ? { name: item.file.name, href: fileUrl } : null,
      alternates: contentAlternates(urls.newsItem, item.url_locales, item.url),
      seo: contentSeo(
        item,
        `${origin}${urls.newsItem(locale, item.url)}`,
        locale,
        image && image.startsWith('/') ? `${origin}${image}` : image,
      ),
    },
    { headers: cacheControl(user) },
  );
});
