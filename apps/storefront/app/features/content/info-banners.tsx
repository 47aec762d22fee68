import { useI18n } from '../../i18n';
import { CmsHtml } from './cms-html';
import { DISMISSED_BANNERS_KEY } from './display-rules';
import type { SiteBanner } from './site-content';
import { useSessionIds } from './use-session-ids';

/**
 * The info banners valid today for this reader (guest or signed in: the back office chose them), under the header,
 * each closable for the browser session.
 */
export function InfoBanners({ banners }: { banners: readonly SiteBanner[] }) {
  const { t } = useI18n();
  const { closed, close, ready } = useSessionIds(DISMISSED_BANNERS_KEY);
  const shown = banners.filter((b) => !closed.has(b.id));
  if (shown.length === 0) return null;
  return (
    <section className="info-banners" aria-label={t('content.banners.label')}>
      {shown.map((banner) => (
        <div
          key={banner.id}
          role="status"
          className={`info-banner info-banner-${banner.type}`}
          data-testid="info-banner"
        >
          <CmsHtml html={banner.html} className="info-banner-text" />
          {ready ? (
            <button
              type="button"
              className="info-banner-close"
              aria-label={t('content.banner.dismiss')}
              title={t('content.banner.dismiss')}
              onClick={() => close(banner.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}
