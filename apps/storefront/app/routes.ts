import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Spec doc 1 §2, under /fr, /nl, /en. Bare / serves the home (spec doc 1 §2 lists it) in the buyer's language
 * (the locale cookie, French by default), in the same layout, its canonical link naming /{locale}/.
 */
export default [
  layout('routes/locale-layout.tsx', { id: 'bare-layout' }, [index('routes/home.tsx', { id: 'bare-home' })]),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-part.ts'),
  route('api/cart/sync', 'routes/api.cart-sync.ts'),
  route('api/autocomplete', 'routes/api.autocomplete.ts'),
  route('api/variants', 'routes/api.variants.ts'),
  // The scanner's lookup of a scanned or typed code (decision 042).
  route('api/scan', 'routes/api.scan.ts'),
  route('api/order-import', 'routes/api.order-import.ts'),
  // Identity-provider mode: the page's silent renewal of the session (features/session SessionKeeper).
  route('api/session/renew', 'routes/api.session-renew.ts'),
  // Content files (images, PDFs) passed from the back office, and the back office's purge of the content caches.
  route('cms/files/:key', 'routes/cms-file.ts'),
  route('internal/content-purge', 'routes/internal.content-purge.ts'),
  // The messages of the routes a browser navigates to (i18n/page-messages.tsx).
  route('i18n/:version/:locale', 'routes/i18n-messages.ts'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('c/*', 'routes/category.tsx'),
    route('p/:slug', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('promotions', 'routes/promotions.tsx'),
    route('selection', 'routes/selection.tsx'),
    route('vetgroup', 'routes/vetgroup.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart-confirm', 'routes/cart-confirm.tsx'),
    route('cart-validated', 'routes/cart-validated.tsx'),
    route('page/:slug', 'routes/content-page.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:slug', 'routes/news-item.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('contact-success', 'routes/contact-success.tsx'),
    route('form/:code', 'routes/generic-form.tsx'),
    // The cookie preferences (the footer's "Cookies"); the cookie banner's form posts there.
    route('cookies', 'routes/cookies.tsx'),
    layout('routes/account-layout.tsx', [
      route('account', 'routes/account.dashboard.tsx'),
      route('account/sales', 'routes/account.sales.tsx'),
      route('account/sales/:id', 'routes/account.sale.tsx'),
      route('account/products_on_order', 'routes/account.products-on-order.tsx'),
      route('account/products_on_order/:id/cancel', 'routes/account.cancel-backorder.tsx'),
      route('account/profile', 'routes/account.profile.tsx'),
      route('account/documents', 'routes/account.documents.tsx'),
      route('account/promo_alerts', 'routes/account.promo-alerts.tsx'),
      route('account/quick-order', 'routes/account.quick-order.tsx'),
      route('account/wishlists', 'routes/account.wishlists.tsx'),
      route('account/wishlists/add', 'routes/account.wishlist-add.tsx'),
      route('account/wishlists/:id', 'routes/account.wishlist.tsx'),
      route('account/quotations', 'routes/account.quotations.tsx'),
      route('account/quotations/add', 'routes/account.quotation-add.tsx'),
      route('account/quotations/:id', 'routes/account.quotation.tsx'),
      route('account/smallads', 'routes/account.small-ads.tsx'),
      route('account/smallads/new', 'routes/account.small-ad-new.tsx'),
      route('account/smallads/:id', 'routes/account.small-ad.tsx'),
    ]),
    // The provider's staff workspace (staff accounts only; a buyer gets a 404).
    layout('routes/staff-layout.tsx', [
      route('staff', 'routes/staff.index.tsx'),
      route('staff/mails', 'routes/staff.mails.tsx'),
      route('staff/mails/:id', 'routes/staff.mail.tsx'),
      route('staff/mails/:id/preview', 'routes/staff.mail-preview.ts'),
      route('staff/address_requests', 'routes/staff.address-requests.tsx'),
      route('staff/address_requests/:id', 'routes/staff.address-request.tsx'),
      route('staff/quotations', 'routes/staff.quotations.tsx'),
      route('staff/quotations/:id', 'routes/staff.quotation.tsx'),
      route('staff/registrations', 'routes/staff.registrations.tsx'),
      route('staff/registrations/:id', 'routes/staff.registration.tsx'),
      route('staff/small-ads', 'routes/staff.small-ads.tsx'),
      route('staff/small-ads/:id', 'routes/staff.small-ad.tsx'),
      route('staff/small-ads/:id/document', 'routes/staff.small-ad-document.ts'),
      route('staff/leads', 'routes/staff.leads.tsx'),
      route('staff/coupons', 'routes/staff.coupons.tsx'),
      route('staff/payments', 'routes/staff.payments.tsx'),
      route('staff/selection', 'routes/staff.selection.tsx'),
      route('staff/leads/:id', 'routes/staff.lead.tsx'),
      route('staff/leads/:id/files/:fileId', 'routes/staff.lead-file.ts'),
      route('staff/content', 'routes/staff.content.tsx'),
      route('staff/content/uploads', 'routes/staff.content-uploads.ts'),
      route('staff/content/:kind/new', 'routes/staff.content-new.tsx'),
      route('staff/content/:kind/:id', 'routes/staff.content-item.tsx'),
      route('staff/content/:kind/:id/delete', 'routes/staff.content-delete.tsx'),
    ]),
    route('account/register', 'routes/register.tsx'),
    // A mail's links (set a password, confirm an e-mail) and the forgotten password: for guests, outside the account.
    route('account/set-password', 'routes/account.set-password.tsx'),
    route('account/forgot-password', 'routes/account.forgot-password.tsx'),
    route('account/validate-email', 'routes/account.validate-email.tsx'),
    // The account-status page's "send the link again" form (a signed-in, unverified login): redirects back.
    route('account/resend-validation', 'routes/account.resend-validation.ts'),
    // The downloads: resource routes streaming the back office's PDFs (no page, no layout).
    route('account/documents/:id/download', 'routes/account.document-download.ts'),
    route('account/sales/:id/download', 'routes/account.sale-download.ts'),
    // The product page's promotion-end alert toggle reads its state here once hydrated (JSON, no page).
    route('account/promo_alerts/state', 'routes/account.promo-alert-state.ts'),
    // The "due soon" sections' dismiss and undo (reorder reminders, decision 043): a form post, redirected back.
    route('account/reorder/dismissed', 'routes/account.reorder-dismissed.ts'),
    // The quick-order pad's rows looked up in batches (JSON, no page; decision 044).
    route('account/quick-order/lookup', 'routes/account.quick-order-lookup.ts'),
    route('account/quotations/:id/download', 'routes/account.quotation-download.ts'),
    route('account/smallads/:id/document', 'routes/account.small-ad-document.ts'),
    route('account/wishlists/popin', 'routes/account.wishlist-popin.ts'),
    route('account/quotations/add-product', 'routes/account.quotation-add-product.ts'),
    route('account/quotations/from-cart', 'routes/account.quotation-from-cart.ts'),
    // The identity provider's return after sign-in (oidc-cookie mode; ?target= says where to go next).
    route('account/oidc-redirect', 'routes/account.oidc-redirect.tsx'),
    route('login', 'routes/login.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
