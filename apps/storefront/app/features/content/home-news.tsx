import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDay } from '../../lib/format';
import { urls } from '../../lib/urls';
import { Advertisement } from './advertisement';
import type { NewsCard } from './site-content';
import { useSiteContent } from './use-site-content';

/** The home's advertisement slot (guests and buyers alike). */
export function HomeAdvertisement() {
  const { advertisements } = useSiteContent();
  return <Advertisement ads={advertisements} slot="home" />;
}

/**
 * The signed-in home's news area: the latest news of the language (read with the site-wide content, cached per
 * locale and purged when staff change it), each linking to its page.
 */
export function HomeNews() {
  const { latestNews } = useSiteContent();
  return latestNews.length > 0 ? <NewsSection news={latestNews} /> : null;
}

function NewsSection({ news }: { news: readonly NewsCard[] }) {
  const { locale, t } = useI18n();
  return (
    <section className="home-section home-news" aria-labelledby="home-news" data-testid="home-news">
      <h2 id="home-news">{t('content.home.news.title')}</h2>
      <ul className="news-cards">
        {news.map((item) => (
          <li key={item.id}>
            <NewsCardView item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={urls.news(locale)}>{t('content.news.all')}</Link>
      </p>
    </section>
  );
}

/** One news item as a card: thumbnail, title (the link), date, foreword. */
export function NewsCardView({ item, headingLevel }: { item: NewsCard; headingLevel: 2 | 3 }) {
  const { locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      {item.thumbnail ? <img src={item.thumbnail} alt="" className="news-card-image" loading="lazy" /> : null}
      <div className="news-card-body">
        <Heading className="news-card-title">
          <Link to={item.href}>{item.title}</Link>
        </Heading>
        {item.date ? (
          <p className="news-date">
            <time dateTime={item.date}>{formatDay(item.date, locale)}</time>
          </p>
        ) : null}
        {item.foreword ? <p className="news-foreword">{item.foreword}</p> : null}
      </div>
    </article>
  );
}
