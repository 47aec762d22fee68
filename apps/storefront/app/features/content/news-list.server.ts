import { data } from 'react-router';
import { cacheControl, page, pageContext, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseListPage } from './content-urls';
import { newsCard } from './site-content.server';

export const NEWS_PAGE_SIZE = 10;

/** /{locale}/news: the news of the language, newest first, by pages (a page past the last is a 404). */
export const loadNewsList = page(async (args: RouteArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const current = parseListPage(url.searchParams.get('page'));
  const { items, total } = await bo.call('cms.content', {
    query: { type: 'news', page: current, per_page: NEWS_PAGE_SIZE },
  });
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (current > pages) throw data({ reason: 'not_found' }, { status: 404 });
  const title = current > 1 ? t('content.news.page', { page: current }) : t('content.news.title');
  return data(
    {
      page: current,
      pages,
      news: items.map((item) => newsCard(locale, item)),
      seo: {
        title,
        description: t('content.news.description'),
        canonical: `${url.origin}${urls.news(locale, current)}`,
        type: 'website' as const,
        locale,
      },
    },
    { headers: cacheControl(user) },
  );
});
