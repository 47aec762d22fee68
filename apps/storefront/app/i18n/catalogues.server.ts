import { en } from './en';
import { fr } from './fr';
import { translate, type Locale, type Messages, type Translate } from './index';
import { nl } from './nl';

/** Server side only: the browser receives its page's catalogue in the root loader data, not in its JS. */
export const CATALOGUES: Record<Locale, Messages> = { fr, nl, en };

export function translator(locale: Locale): Translate {
  return (key, params) => translate(CATALOGUES[locale], locale, key, params);
}
