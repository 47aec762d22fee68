import type { SmallAd } from '@vetshop/contract';
import { formatDayMonthYear } from '@vetshop/domain';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';

/**
 * A published ad as another buyer reads it: dates dd/mm/yyyy, category, region, the text, who to contact (phone
 * and e-mail as links) and the PDF, opened in a new tab through the storefront's document route.
 */
export function AdView({ ad, documentHref }: { ad: SmallAd; documentHref?: string }) {
  const { locale, t } = useI18n();
  return (
    <article className="small-ad-view" aria-labelledby="small-ad-title">
      <dl className="small-ad-facts">
        <div>
          <dt>{t('smallAds.col.period')}</dt>
          <dd data-testid="small-ad-period">
            {t('smallAds.period', {
              start: formatDayMonthYear(ad.date_start),
              end: formatDayMonthYear(ad.date_end),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('smallAds.field.category')}</dt>
          <dd>{t(`smallAds.category.${ad.category}`)}</dd>
        </div>
        <div>
          <dt>{t('smallAds.field.region')}</dt>
          <dd>{t(`smallAds.region.${ad.country_state_code}`)}</dd>
        </div>
      </dl>
      <p className="small-ad-body" data-testid="small-ad-body">
        {ad.body}
      </p>
      <h2>{t('smallAds.detail.contactTitle')}</h2>
      <dl className="small-ad-facts">
        <div>
          <dt>{t('smallAds.field.contact')}</dt>
          <dd>{ad.contact}</dd>
        </div>
        <div>
          <dt>{t('smallAds.field.phone')}</dt>
          <dd>
            <a href={`tel:${ad.phone.replace(/[^\d+]/g, '')}`}>{ad.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('smallAds.field.email')}</dt>
          <dd>
            <a href={`mailto:${encodeURI(ad.email)}`}>{ad.email}</a>
          </dd>
        </div>
        {ad.file ? (
          <div>
            <dt>{t('smallAds.detail.document')}</dt>
            <dd>
              <a
                href={documentHref ?? urls.smallAdDocument(locale, ad.id)}
                target="_blank"
                rel="noopener"
                data-testid="small-ad-document"
              >
                {t('smallAds.file.open', { name: ad.file.name })}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
