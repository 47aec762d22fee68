import { messages as account } from '../features/account/messages';
import { messages as dashboard } from '../features/dashboard/messages';
import { messages as cart } from '../features/cart/messages';
import { messages as catalogue } from '../features/catalogue/messages';
import { messages as checkout } from '../features/checkout/messages';
import { messages as orders } from '../features/orders/messages';
import { messages as backorders } from '../features/backorders/messages';
import { messages as documents } from '../features/documents/messages';
import { messages as profile } from '../features/profile/messages';
import { messages as orderImport } from '../features/order-import/messages';
import { messages as quickOrder } from '../features/quick-order/messages';
import { messages as scan } from '../features/scan/messages';
import { messages as search } from '../features/search/messages';
import { messages as session } from '../features/session/messages';
import { messages as shell } from '../features/shell/messages';
import { messages as staff } from '../features/staff/messages';
import { messages as staffOutbox } from '../features/staff-outbox/messages';
import { messages as staffAddressRequests } from '../features/staff-address-requests/messages';
import { messages as promoAlerts } from '../features/promo-alerts/messages';
import { messages as quotations } from '../features/quotations/messages';
import { messages as staffQuotations } from '../features/staff-quotations/messages';
import { messages as registration } from '../features/registration/messages';
import { messages as staffRegistrations } from '../features/staff-registrations/messages';
import { messages as smallAds } from '../features/small-ads/messages';
import { messages as staffSmallAds } from '../features/staff-small-ads/messages';
import { messages as staffContent } from '../features/staff-content/messages';
import { messages as wishlists } from '../features/wishlists/messages';
import { messages as content } from '../features/content/messages';
import { messages as contact } from '../features/contact/messages';
import { messages as staffLeads } from '../features/staff-leads/messages';
import { messages as accountStatus } from '../features/account-status/messages';
import { messages as coupons } from '../features/coupons/messages';
import { messages as staffCoupons } from '../features/staff-coupons/messages';
import { messages as staffPayments } from '../features/staff-payments/messages';
import { messages as reorder } from '../features/reorder/messages';
import { messages as ui } from '../ui/messages';

/**
 * The features' message bundles (each holds fr, nl and en side by side, in `features/<feature>/messages.ts`).
 * The one place i18n reaches into the features: their `messages.ts` only (plain data), never their code.
 */
export const BUNDLES = {
  dashboard,
  shell,
  ui,
  session,
  catalogue,
  search,
  cart,
  checkout,
  orders,
  backorders,
  documents,
  orderImport,
  quickOrder,
  scan,
  account,
  profile,
  staff,
  staffOutbox,
  staffAddressRequests,
  promoAlerts,
  wishlists,
  quotations,
  staffQuotations,
  registration,
  staffRegistrations,
  smallAds,
  staffSmallAds,
  staffContent,
  content,
  contact,
  staffLeads,
  accountStatus,
  coupons,
  staffCoupons,
  staffPayments,
  reorder,
};

/** French, the reference catalogue. Texts of the spec (doc 2 §8) are used word for word. */
export const fr = {
  ...shell.fr,
  ...ui.fr,
  ...session.fr,
  ...catalogue.fr,
  ...search.fr,
  ...cart.fr,
  ...checkout.fr,
  ...orders.fr,
  ...backorders.fr,
  ...documents.fr,
  ...orderImport.fr,
  ...quickOrder.fr,
  ...scan.fr,
  ...account.fr,
  ...dashboard.fr,
  ...profile.fr,
  ...staff.fr,
  ...staffOutbox.fr,
  ...staffAddressRequests.fr,
  ...promoAlerts.fr,
  ...wishlists.fr,
  ...quotations.fr,
  ...staffQuotations.fr,
  ...registration.fr,
  ...staffRegistrations.fr,
  ...smallAds.fr,
  ...staffSmallAds.fr,
  ...staffContent.fr,
  ...content.fr,
  ...contact.fr,
  ...staffLeads.fr,
  ...accountStatus.fr,
  ...coupons.fr,
  ...staffCoupons.fr,
  ...staffPayments.fr,
  ...reorder.fr,
};

export type MessageKey = keyof typeof fr;
export type Messages = Record<MessageKey, string>;
