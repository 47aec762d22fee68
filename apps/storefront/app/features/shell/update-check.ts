import { APP_UPDATE_CHECK_MS } from '@vetshop/domain';
import { checkIsDue, isNewVersion, VERSION_MANIFEST_URL } from './app-version';

/** What the new-version banner (update-banner.tsx) runs: the manifest's checks and the reload. */

/** How long the reload waits for a new service worker to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 3000;

/**
 * Reads the served build manifest every APP_UPDATE_CHECK_MS and when the buyer comes back to the tab after that
 * long (the service worker's script is checked for an update at the same time); calls `onNewVersion` once the
 * manifest names another build than `runningBuild`. Returns the function that stops watching.
 */
export function watchForNewVersion(runningBuild: string, onNewVersion: () => void): () => void {
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
      if (res.ok && live && isNewVersion(runningBuild, await res.json())) onNewVersion();
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
}

/**
 * Reload into the new version: a service worker waiting with the new script takes over first (skip-waiting, the
 * worker's message), so the reloaded page is served by it; no worker, or none waiting: a plain reload (the
 * fingerprinted files of the new build have new names, no old copy can answer for them).
 */
export async function reloadToNewVersion(): Promise<void> {
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
