import { BUNDLES, type Messages } from './fr';

const {
  dashboard,
  shell,
  ui,
  session,
  catalogue,
  search,
  cart,
  checkout,
  orders,
  orderImport,
  account,
  profile,
} = BUNDLES;

export const nl: Messages = {
  ...shell.nl,
  ...ui.nl,
  ...session.nl,
  ...catalogue.nl,
  ...search.nl,
  ...cart.nl,
  ...checkout.nl,
  ...orders.nl,
  ...BUNDLES.backorders.nl,
  ...BUNDLES.documents.nl,
  ...orderImport.nl,
  ...account.nl,
  ...dashboard.nl,
  ...profile.nl,
  ...BUNDLES.staff.nl,
  ...BUNDLES.staffAddressRequests.nl,
  ...BUNDLES.promoAlerts.nl,
  ...BUNDLES.wishlists.nl,
  ...BUNDLES.quotations.nl,
  ...BUNDLES.staffQuotations.nl,
};
