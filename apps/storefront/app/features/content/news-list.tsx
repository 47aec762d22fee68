import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { Pagination } from '../../ui/pagination';
import { NewsCardView } from './home-news';
import type { loadNewsList } from './news-list.server';

/** The news list: thumbnail, title, date and foreword of each item, newest first, by pages. */
export function NewsList({ loaderData }: { loaderData: LoaderData<typeof loadNewsList> }) {
  const { locale, t } = useI18n();
  const { news, page, pages } = loaderData;
  return (
    <div className="news-list">
      <h1>{t('content.news.title')}</h1>
      {news.length === 0 ? (
        <p>{t('content.news.none')}</p>
      ) : (
        <ul className="news-cards news-cards-list">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCardView item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(p) => urls.news(locale, p)} />
    </div>
  );
}
