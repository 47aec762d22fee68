import type { Locale } from '../i18n';

/** Every URL the shop builds, in one place (spec doc 1 §2 under the locale prefix). */
export const urls = {
  home: (l: Locale) => `/${l}/`,
  category: (l: Locale, slugs: string | readonly string[]) =>
    `/${l}/c/${(typeof slugs === 'string' ? [slugs] : slugs).map(encodeURIComponent).join('/')}`,
  product: (l: Locale, urlKey: string, variantId?: number | null) =>
    `/${l}/p/${encodeURIComponent(urlKey)}${variantId ? `?variant=${variantId}` : ''}`,
  search: (l: Locale, q?: string) => `/${l}/search${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  cart: (l: Locale) => `/${l}/cart`,
  cartConfirm: (l: Locale) => `/${l}/cart-confirm`,
  cartValidated: (l: Locale, orderId?: number) => `/${l}/cart-validated${orderId ? `?order=${orderId}` : ''}`,
  sales: (l: Locale, page?: number) => `/${l}/account/sales${page && page > 1 ? `?page=${page}` : ''}`,
  sale: (l: Locale, id: number) => `/${l}/account/sales/${id}`,
  login: (l: Locale, redirectTo?: string) =>
    `/${l}/login${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  logout: (l: Locale) => `/${l}/logout`,
  register: (l: Locale) => `/${l}/account/register`,
};

/** The same page in another language when it has no translated slug: the locale prefix swapped. */
export function swapLocale(pathname: string, search: string, to: Locale): string {
  const rest = pathname.replace(/^\/(fr|nl|en)(?=\/|$)/, '');
  return `/${to}${rest || '/'}${search}`;
}

/** A same-site path to go back to after login (never another site). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\'))
    return fallback;
  return to;
}
