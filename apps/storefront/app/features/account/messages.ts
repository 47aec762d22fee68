import { bundle } from '../../i18n/bundle';

/** The account area: its navigation, shared by every page under /account. */
export const messages = bundle({
  fr: {
    'account.nav.label': 'Mon compte',
    'account.nav.dashboard': 'Tableau de bord',
    'account.nav.sales': 'Mes commandes',
    'account.nav.productsOnOrder': 'Produits en commande',
    'account.nav.documents': 'Documents',
    'account.nav.profile': 'Profil et adresses',
  },
  nl: {
    'account.nav.label': 'Mijn account',
    'account.nav.dashboard': 'Dashboard',
    'account.nav.sales': 'Mijn bestellingen',
    'account.nav.productsOnOrder': 'Producten in bestelling',
    'account.nav.documents': 'Documenten',
    'account.nav.profile': 'Profiel en adressen',
  },
  en: {
    'account.nav.label': 'My account',
    'account.nav.dashboard': 'Dashboard',
    'account.nav.sales': 'My orders',
    'account.nav.productsOnOrder': 'Products on order',
    'account.nav.documents': 'Documents',
    'account.nav.profile': 'Profile and addresses',
  },
});
