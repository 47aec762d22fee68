import { isRouteErrorResponse } from 'react-router';
import { i18nFrom, type MessageKey, type RootI18nData, type Translate } from '../i18n';
import { isAccountStatusRefusal } from './account-status';

/**
 * Every page's document title has one form, "{page} — Vetshop" (issue 17 §6: pages used both that and
 * "{page} | Vetshop", and the 404 and logout pages had none). Every route's meta builds its title here.
 */
export const SITE_NAME = 'Vetshop';
const SEPARATOR = ' — ';

/** A site name already closing a title written elsewhere (a category's SEO title "Antibiotiques | Vetshop"). */
const TRAILING_SITE_NAME = new RegExp(`\\s*[|—–-]\\s*${SITE_NAME}\\s*$`, 'i');

/** The page's own part of a title, without a site name at its end. */
export function withoutSiteName(title: string): string {
  return title.replace(TRAILING_SITE_NAME, '').trim();
}

/** "{page} — Vetshop"; the site name alone when the page has no name. */
export function pageTitle(page: string | null | undefined): string {
  const own = withoutSiteName(page ?? '');
  return own === '' ? SITE_NAME : `${own}${SEPARATOR}${SITE_NAME}`;
}

/** What a route's meta function receives that the title needs: the matches (the root's carries the messages). */
export interface TitleArgs {
  matches: readonly ({ data?: unknown } | undefined)[];
  /** Set when the page failed: its error screen is shown instead (the 404 screen, the account-status page…). */
  error?: unknown;
}

/** The title of the screen a failed page shows (features/shell RouteError shows the same screens). */
function errorPage(error: unknown, t: Translate): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return t('error.404.title');
    if (error.status === 403 && isAccountStatusRefusal(error.data))
      return t(`accountStatus.${error.data.status}.title`);
    return t('error.pageTitle', { status: error.status });
  }
  return t('error.pageTitle', { status: 500 });
}

/**
 * A route's document title, in the page's language: `page` (a message, or built from the loader's data with the
 * translate function), or the error screen's when the page failed.
 */
export function routeTitle(
  args: TitleArgs,
  page: MessageKey | ((t: Translate) => string | null | undefined),
): string {
  const { t } = i18nFrom(args.matches[0]?.data as RootI18nData | undefined);
  if (args.error !== undefined && args.error !== null) return pageTitle(errorPage(args.error, t));
  return pageTitle(typeof page === 'function' ? page(t) : t(page));
}
