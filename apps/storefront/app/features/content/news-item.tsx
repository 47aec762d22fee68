import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDay } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { CmsHtml } from './cms-html';
import type { loadNewsItem } from './news-item.server';

/** One news item: title, date, image, foreword, text and its attached file. */
export function NewsItem({ loaderData }: { loaderData: LoaderData<typeof loadNewsItem> }) {
  const { locale, t } = useI18n();
  const { title, date, foreword, image, html, file } = loaderData;
  return (
    <article className="news-item">
      <p className="news-back">
        <Link to={urls.news(locale)}>{t('content.news.all')}</Link>
      </p>
      <h1>{title}</h1>
      {date ? (
        <p className="news-date">
          <time dateTime={date}>{t('content.news.published', { date: formatDay(date, locale) })}</time>
        </p>
      ) : null}
      {image ? <img src={image} alt="" className="news-image" /> : null}
      {foreword ? <p className="news-foreword">{foreword}</p> : null}
      <CmsHtml html={html} />
      {file ? (
        <p className="news-file">
          <a href={file.href} download={file.name}>
            {t('content.news.file', { name: file.name })}
          </a>
        </p>
      ) : null}
    </article>
  );
}
