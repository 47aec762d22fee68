import { bundle } from './bundle';

/** Home, category, product and search pages, autocomplete. */
export const catalogue = bundle({
  fr: {
    'home.title': 'Accueil',
  },
  nl: {
    'home.title': 'Home',
  },
  en: {
    'home.title': 'Home',
  },
});
