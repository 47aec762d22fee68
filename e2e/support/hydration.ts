/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page on screen. Until then a server-rendered form is plain HTML: typing can be
 * overwritten by hydration, and a click submits or navigates without the client's handler (a dialog's opener
 * follows its link, a checked box is never saved). `page.goto` and `page.reload` resolve at the load event, which
 * comes before hydration.
 *
 * The signal is React Router's ScrollRestoration (rendered by the root layout on every page): its effect sets
 * `history.scrollRestoration` to 'manual', and effects run only once the hydrated tree is committed. A new document
 * starts at 'auto' (and the router sets it back to 'auto' when a page is left). A page whose scripts never ran (a
 * browser without JavaScript, a file) has no `__reactRouterContext`: nothing to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !('__reactRouterContext' in window) || window.history.scrollRestoration === 'manual',
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()} was not hydrated within 15 s (a script error in the page?)`, {
        cause: error,
      });
    });
}

/** Opens a page of the shop and waits until it is hydrated (see `hydrated`): the journey may act on it at once. */
export async function visit(page: Page, path: string): ReturnType<Page['goto']> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Reloads the page and waits until it is hydrated again. */
export async function reloadHydrated(page: Page): ReturnType<Page['reload']> {
  const response = await page.reload();
  await hydrated(page);
  return response;
}
