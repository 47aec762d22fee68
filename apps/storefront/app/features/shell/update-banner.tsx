import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { reloadToNewVersion, watchForNewVersion } from './update-check';

/** This page's build (vite.config.ts); a test or a dev server without it never offers a reload. */
const RUNNING_BUILD = typeof __VETSHOP_BUILD__ === 'string' ? __VETSHOP_BUILD__ : null;

/**
 * The new-version banner (spec doc 1 §2, §9 "App update check every 300 s"; doc 2 §2, §7): the served build
 * manifest is checked every APP_UPDATE_CHECK_MS and when the buyer comes back to the tab after that long
 * (update-check.ts); when it names another build, a polite live region says so with a reload button. Rendered by
 * the service worker's client (service-worker-client.tsx, loaded with import() once the page runs, production
 * only): none of it is part of a page's first JavaScript (issue 18), and the check goes with the worker's own.
 */
export function UpdateBanner() {
  const { t } = useI18n();
  const [available, setAvailable] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (RUNNING_BUILD === null) return;
    return watchForNewVersion(RUNNING_BUILD, () => setAvailable(true));
  }, []);

  return (
    // Always in the page (empty until needed): a live region must exist before its text changes to be read out.
    <div className="update-banner-live" aria-live="polite">
      {available ? (
        <div className="update-banner">
          <p>{t('update.available')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void reloadToNewVersion();
            }}
          >
            {t('update.reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
