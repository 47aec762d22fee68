import { redirect } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '../i18n';
import type { Route } from './+types/root-redirect';

/** Bare `/`: the buyer's language (cookie), French otherwise. */
export function loader({ request }: Route.LoaderArgs) {
  const chosen = /(?:^|;\s*)vetshop_locale=(\w+)/.exec(request.headers.get('Cookie') ?? '')?.[1];
  return redirect(`/${isLocale(chosen) ? chosen : DEFAULT_LOCALE}/`);
}
