import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { adHideAfterMs, isExternalHref } from './display-rules';
import type { SiteAdvertisement } from './site-content';
import { useSessionIds } from './use-session-ids';

export const CLOSED_ADS_KEY = 'vetshop.closedAds';

/** Slots shown at the end of the page on their side (in a corner of the window only beside the page: frame.css). */
const CORNER_SLOTS = new Set(['bottom_right', 'bottom_left']);

/**
 * The advertisement of a slot (the first valid one): its image or name links to its file or its site, a site in a
 * new tab without access to this page. It stays until closed (display time -1) or for its display time in seconds;
 * a closed one stays closed for the browser session.
 */
export function Advertisement({
  ads,
  slot,
}: {
  ads: readonly SiteAdvertisement[];
  slot: SiteAdvertisement['slot'];
}) {
  const { t } = useI18n();
  const { closed, close, ready } = useSessionIds(CLOSED_ADS_KEY);
  const [expired, setExpired] = useState<Set<number>>(() => new Set());
  const ad = ads.find((a) => a.slot === slot && !closed.has(a.id) && !expired.has(a.id));
  const hideAfter = ad ? adHideAfterMs(ad.displayTime) : null;
  useEffect(() => {
    if (!ad || hideAfter === null) return;
    const timer = window.setTimeout(() => setExpired((prev) => new Set(prev).add(ad.id)), hideAfter);
    return () => window.clearTimeout(timer);
  }, [ad, hideAfter]);
  if (!ad) return null;
  const { image } = ad;
  // With its size known the browser keeps the image's place (scaled to the slot by CSS) before it arrives: nothing
  // below moves when it does.
  const size = image?.width && image.height ? { width: image.width, height: image.height } : {};
  const body = image ? <img src={image.src} alt={image.alt || ad.name} {...size} /> : <span>{ad.name}</span>;
  const external = ad.href !== null && isExternalHref(ad.href);
  return (
    <aside
      className={`advertisement advertisement-${ad.slot}${CORNER_SLOTS.has(ad.slot) ? ' advertisement-corner' : ''}`}
      aria-label={t('content.ad.label')}
      data-testid="advertisement"
    >
      <p className="advertisement-label" aria-hidden="true">
        {t('content.ad.label')}
      </p>
      {ad.href ? (
        <a
          href={ad.href}
          className="advertisement-link"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {body}
        </a>
      ) : (
        body
      )}
      {ready ? (
        <button
          type="button"
          className="advertisement-close"
          aria-label={t('content.ad.close')}
          title={t('content.ad.close')}
          onClick={() => close(ad.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </aside>
  );
}
