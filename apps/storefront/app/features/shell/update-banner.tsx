import { APP_UPDATE_CHECK_MS } from '@vetshop/domain';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { checkIsDue, isNewVersion, VERSION_MANIFEST_URL } from './app-version';

/** This page's build (vite.config.ts); a test or a dev server without it never offers a reload. */
const RUNNING_BUILD = typeof __VETSHOP_BUILD__ === 'string' ? __VETSHOP_BUILD__ : null;

/** How long the reload waits for a new service worker to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 3000;

/**
 * Reload into the new version: a service worker waiting with the new script takes over first (skip-waiting, the
 * worker's message), so the reloaded page is served by it; no worker, or none waiting: a plain reload (the
 * fingerprinted files of the new build have new names, no old copy can answer for them).
 */
async function reloadToNewVersion(): Promise<void> {
  try {
    const workers = navigator.serviceWorker;
    const registration = await workers?.getRegistration();
    await registration?.update();
    const waiting = registration?.waiting;
    if (waiting && workers.controller) {
      await new Promise<void>((resolve) => {
        workers.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, TAKEOVER_WAIT_MS);
        waiting.postMessage({ type: 'skip-waiting' });
      });
    }
  } catch {
    // No worker, or its update failed (offline): the reload below still loads what the server has.
  }
  window.location.reload();
}

/**
 * The new-version banner (spec doc 1 §2, §9 "App update check every 300 s"; doc 2 §2, §7): the served build
 * manifest is read every APP_UPDATE_CHECK_MS and when the buyer comes back to the tab after that long; when it
 * names another build, a polite live region says so with a reload button. The worker's script is checked for an
 * update at the same time. Production builds only.
 */
export function UpdateBanner() {
  const { t } = useI18n();
  const [available, setAvailable] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (!import.meta.env.PROD || RUNNING_BUILD === null || available) return;
    let lastCheck = Date.now();
    let live = true;
    const check = async () => {
      lastCheck = Date.now();
      void navigator.serviceWorker
        ?.getRegistration()
        .then((registration) => registration?.update())
        .catch(() => undefined);
      try {
        const res = await fetch(VERSION_MANIFEST_URL, { cache: 'no-store' });
        if (res.ok && live && isNewVersion(RUNNING_BUILD, await res.json())) setAvailable(true);
      } catch {
        // Offline, or not a manifest: asked again at the next check.
      }
    };
    const timer = setInterval(() => void check(), APP_UPDATE_CHECK_MS);
    const onReturn = () => {
      if (document.visibilityState === 'visible' && checkIsDue(lastCheck, Date.now())) void check();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [available]);

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
