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

export const en: Messages = {
  ...shell.en,
  ...ui.en,
  ...session.en,
  ...catalogue.en,
  ...search.en,
  ...cart.en,
  ...checkout.en,
  ...orders.en,
  ...BUNDLES.backorders.en,
  ...BUNDLES.documents.en,
  ...orderImport.en,
  ...account.en,
  ...dashboard.en,
  ...profile.en,
  ...BUNDLES.staff.en,
  ...BUNDLES.staffAddressRequests.en,
  ...BUNDLES.promoAlerts.en,
  ...BUNDLES.wishlists.en,
  ...BUNDLES.quotations.en,
  ...BUNDLES.staffQuotations.en,
};
