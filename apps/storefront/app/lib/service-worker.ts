/**
 * Messages to the service worker (public/sw.js), shared by the shell (which registers it) and the cart (which
 * asks it to forget the saved pages at sign-out). Production only: in development no worker runs.
 */
export const SERVICE_WORKER_URL = '/sw.js';

type WorkerMessage =
  | { type: 'save-assets'; urls: string[] }
  /** `force`: fetch it again even when a recent copy is kept. */
  | { type: 'save-page'; url: string; force?: boolean }
  | { type: 'offline-page'; locale: string; html: string }
  | { type: 'clear-pages' };

export function serviceWorkerEnabled(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function postToServiceWorker(message: WorkerMessage): void {
  if (!serviceWorkerEnabled()) return;
  const controller = navigator.serviceWorker.controller;
  if (controller) {
    controller.postMessage(message);
    return;
  }
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Sign-out: pages saved for offline use carry the buyer's data; a shared computer must not keep them. */
export function clearSavedPages(): void {
  postToServiceWorker({ type: 'clear-pages' });
}
