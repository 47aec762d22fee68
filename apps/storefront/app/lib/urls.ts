import type { QuotationState, Role } from '@vetshop/domain';
import type { Locale } from '../i18n';

/** Every URL the shop builds, in one place (spec doc 1 §2 under the locale prefix). */
export const urls = {
  home: (l: Locale) => `/${l}/`,
  category: (l: Locale, slugs: string | readonly string[]) =>
    `/${l}/c/${(typeof slugs === 'string' ? [slugs] : slugs).map(encodeURIComponent).join('/')}`,
  product: (l: Locale, urlKey: string, variantId?: number | null) =>
    `/${l}/p/${encodeURIComponent(urlKey)}${variantId ? `?variant=${variantId}` : ''}`,
  search: (l: Locale, q?: string) => `/${l}/search${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  /** The search pages of spec doc 1 §2: promotions (public), the provider's selection and Vet Efficiency (signed in). */
  promotions: (l: Locale) => `/${l}/promotions`,
  selection: (l: Locale) => `/${l}/selection`,
  vetGroup: (l: Locale) => `/${l}/vetgroup`,
  cart: (l: Locale) => `/${l}/cart`,
  cartConfirm: (l: Locale) => `/${l}/cart-confirm`,
  cartValidated: (l: Locale, orderId?: number) => `/${l}/cart-validated${orderId ? `?order=${orderId}` : ''}`,
  sales: (l: Locale, page?: number) => `/${l}/account/sales${page && page > 1 ? `?page=${page}` : ''}`,
  sale: (l: Locale, id: number) => `/${l}/account/sales/${id}`,
  account: (l: Locale) => `/${l}/account`,
  documents: (l: Locale) => `/${l}/account/documents`,
  documentDownload: (l: Locale, id: number) => `/${l}/account/documents/${id}/download`,
  saleDownload: (l: Locale, id: number) => `/${l}/account/sales/${id}/download`,
  productsOnOrder: (l: Locale) => `/${l}/account/products_on_order`,
  cancelBackorder: (l: Locale, id: number) => `/${l}/account/products_on_order/${id}/cancel`,
  profile: (l: Locale) => `/${l}/account/profile`,
  promoAlerts: (l: Locale) => `/${l}/account/promo_alerts`,
  /** The quick-order pad (decision 044) and the resource route its rows are looked up through. */
  quickOrder: (l: Locale) => `/${l}/account/quick-order`,
  quickOrderLookup: (l: Locale) => `/${l}/account/quick-order/lookup`,
  promoAlertState: (l: Locale, productId: number) =>
    `/${l}/account/promo_alerts/state?product_id=${productId}`,
  /** The "due soon" sections' dismiss (and undo) form posts here (reorder reminders, decision 043). */
  reorderDismissed: (l: Locale) => `/${l}/account/reorder/dismissed`,
  wishlists: (l: Locale) => `/${l}/account/wishlists`,
  wishlist: (l: Locale, id: number) => `/${l}/account/wishlists/${id}`,
  wishlistPopin: (l: Locale) => `/${l}/account/wishlists/popin`,
  /** The popin's form on a page of its own: its opener's link, for a browser without JavaScript. */
  wishlistAdd: (l: Locale, productId: number) => `/${l}/account/wishlists/add?product=${productId}`,
  /** The list, filtered on one state (`?state=`, as the list's own filter links) when given. */
  quotations: (l: Locale, state?: QuotationState) =>
    `/${l}/account/quotations${state ? `?state=${state}` : ''}`,
  quotation: (l: Locale, id: number) => `/${l}/account/quotations/${id}`,
  quotationDownload: (l: Locale, id: number) => `/${l}/account/quotations/${id}/download`,
  /** Resource routes of the product page's quotation dialog and the cart page's "turn into a quotation request". */
  quotationAddProduct: (l: Locale) => `/${l}/account/quotations/add-product`,
  /** The quotation dialog's form on a page of its own: its opener's link, for a browser without JavaScript. */
  quotationAdd: (l: Locale, productId: number) => `/${l}/account/quotations/add?product=${productId}`,
  quotationFromCart: (l: Locale) => `/${l}/account/quotations/from-cart`,
  /** Small ads: the list (published by default; `?view=mine` the buyer's own), one ad, a new one, its PDF. */
  smallAds: (l: Locale) => `/${l}/account/smallads`,
  smallAd: (l: Locale, id: number) => `/${l}/account/smallads/${id}`,
  smallAdNew: (l: Locale) => `/${l}/account/smallads/new`,
  smallAdDocument: (l: Locale, id: number) => `/${l}/account/smallads/${id}/document`,
  staffSmallAds: (l: Locale) => `/${l}/staff/small-ads`,
  staffSmallAd: (l: Locale, id: number) => `/${l}/staff/small-ads/${id}`,
  staffSmallAdDocument: (l: Locale, id: number) => `/${l}/staff/small-ads/${id}/document`,
  staffQuotations: (l: Locale) => `/${l}/staff/quotations`,
  /** The staff's view of the provider's selection for one role (the veterinary one by default). */
  staffSelection: (l: Locale, role?: Role) => `/${l}/staff/selection${role ? `?role=${role}` : ''}`,
  staffQuotation: (l: Locale, id: number) => `/${l}/staff/quotations/${id}`,
  login: (l: Locale, redirectTo?: string) =>
    `/${l}/login${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  logout: (l: Locale) => `/${l}/logout`,
  register: (l: Locale) => `/${l}/account/register`,
  /** Registration and passwords (issue 11 §4): a mail's link lands on set-password / validate-email with ?token=. */
  forgotPassword: (l: Locale) => `/${l}/account/forgot-password`,
  resendValidation: (l: Locale) => `/${l}/account/resend-validation`,
  setPassword: (l: Locale) => `/${l}/account/set-password`,
  validateEmail: (l: Locale) => `/${l}/account/validate-email`,
  staff: (l: Locale) => `/${l}/staff`,
  staffMails: (l: Locale) => `/${l}/staff/mails`,
  staffMail: (l: Locale, id: number) => `/${l}/staff/mails/${id}`,
  staffMailPreview: (l: Locale, id: number) => `/${l}/staff/mails/${id}/preview`,
  staffAddressRequests: (l: Locale) => `/${l}/staff/address_requests`,
  staffAddressRequest: (l: Locale, id: number) => `/${l}/staff/address_requests/${id}`,
  staffRegistrations: (l: Locale) => `/${l}/staff/registrations`,
  staffRegistration: (l: Locale, id: number) => `/${l}/staff/registrations/${id}`,
  /** The staff's content editor (issue 11 §2): the lists (query built by the feature), a new record, one record. */
  staffContent: (l: Locale, search = '') => `/${l}/staff/content${search}`,
  staffContentNew: (l: Locale, kind: string) => `/${l}/staff/content/${kind}/new`,
  staffContentItem: (l: Locale, kind: string, id: number) => `/${l}/staff/content/${kind}/${id}`,
  staffContentDelete: (l: Locale, kind: string, id: number) => `/${l}/staff/content/${kind}/${id}/delete`,
  /** The editor's image uploads (JSON, no page). */
  staffContentUploads: (l: Locale) => `/${l}/staff/content/uploads`,
  /** Content (issue 11 §2): a page and a news item by their slug in that language, the news list by page. */
  contentPage: (l: Locale, slug: string) => `/${l}/page/${encodeURIComponent(slug)}`,
  news: (l: Locale, page?: number) => `/${l}/news${page && page > 1 ? `?page=${page}` : ''}`,
  newsItem: (l: Locale, slug: string) => `/${l}/news/${encodeURIComponent(slug)}`,
  /** Contact (issue 11 §3): the form, its thanks page, a generic form by its code; the staff's requests. */
  contact: (l: Locale) => `/${l}/contact`,
  contactSuccess: (l: Locale) => `/${l}/contact-success`,
  genericForm: (l: Locale, code: string) => `/${l}/form/${encodeURIComponent(code)}`,
  /** The cookie preferences (the footer's "Cookies"; the banner's form posts there). */
  cookies: (l: Locale) => `/${l}/cookies`,
  staffLeads: (l: Locale) => `/${l}/staff/leads`,
  staffCoupons: (l: Locale) => `/${l}/staff/coupons`,
  staffPayments: (l: Locale) => `/${l}/staff/payments`,
  staffLead: (l: Locale, id: number) => `/${l}/staff/leads/${id}`,
  staffLeadFile: (l: Locale, id: number, fileId: number) => `/${l}/staff/leads/${id}/files/${fileId}`,
};

/** The same page in another language when it has no translated slug: the locale prefix swapped. */
export function swapLocale(pathname: string, search: string, to: Locale): string {
  const rest = pathname.replace(/^\/(fr|nl|en)(?=\/|$)/, '');
  return `/${to}${rest || '/'}${search}`;
}

// A made-up origin to resolve paths against: a target is accepted only if it stays on it.
const PATH_BASE = 'https://vetshop.invalid';
const MAX_REDIRECT_LENGTH = 2048;
const MAX_DECODINGS = 4;

/** True when one form of a target could be read by a browser as another site or a script. */
function looksForeign(text: string): boolean {
  return (
    // Control characters (tab, newline… which URL parsers drop) and backslashes (read as slashes).
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(text) || !text.startsWith('/') || text.startsWith('//')
  );
}

/**
 * The path, query and fragment a browser would go to for `text` on this shop after the URL parser's
 * normalisation (dot segments removed, `%2e%2e` read as `..`, backslashes read as slashes), or null when that
 * is another site.
 */
function normalised(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, PATH_BASE);
  } catch {
    return null;
  }
  return url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * A same-site path to go back to after login (never another site). Each form of the target — as given, and
 * each percent-decoding of it (a browser or a proxy in between may decode once more) — must be a plain path
 * both before and after the URL parser's normalisation: `/.//evil.example` and `/%2e%2e/%2e%2e//evil.example`
 * only become `//evil.example` once their dot segments are removed (issue 17 §4), as `/%2F%2Fevil.example`,
 * `/%5Cevil.example`, `/\tevil`, `//evil`, `/\\evil` and `javascript:` are refused. Answers the normalised
 * path, query and fragment, or `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_REDIRECT_LENGTH) return fallback;
  const target = normalised(to);
  if (target === null) return fallback;
  for (const start of [to, target]) {
    let form = start;
    for (let round = 0; ; round++) {
      const parsed = normalised(form);
      if (looksForeign(form) || parsed === null || looksForeign(parsed)) return fallback;
      let decoded: string;
      try {
        decoded = decodeURIComponent(form);
      } catch {
        break; // a lone `%` (e.g. `?q=100%25` once decoded): nothing decodes it further
      }
      if (decoded === form) break;
      // Encoded more times than any hop decodes: no path of the shop needs that, so it is not followed.
      if (round === MAX_DECODINGS) return fallback;
      form = decoded;
    }
  }
  return target;
}
