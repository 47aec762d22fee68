import type { ProductMonthlyOrdered } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { selectVariant } from './product-view';
import { productAlternates } from './seo';
import { variantChoices } from './variant-choice-view';

export const loadProductPage = page(async (args: RouteArgs) => {
  const { locale, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const slug = args.params.slug ?? '';
  if (!slug || slug.length > 300) throw data({ reason: 'not_found' }, { status: 404 });

  const found = await bo.call('catalogue.productByUrlKey', {
    params: { urlKey: slug },
    query: { locale },
  });
  // An old key, or the key of another language: the product's current address in this language.
  if ('redirect' in found) throw redirect(`${urls.product(locale, found.redirect)}${url.search}`, 301);

  const { product } = found;
  const variant = selectVariant(product.variants, url.searchParams.get('variant'));
  if (!variant) throw data({ reason: 'not_found' }, { status: 404 });
  const variantInUrl = url.searchParams.has('variant') ? variant.id : null;
  const image = product.images[0]?.large.src ?? product.image?.large.src ?? null;
  // The stats tab (spec doc 1 §2): a customer's own orders of this variant by month. Not awaited: the page answers
  // with the product and the figures stream in after it (a deferred promise, rendered under <Await>), so they never
  // slow the product's critical data; a failure is a message in the tab, never an error page. Guests and staff
  // (no purchases of their own) get no tab, and the guests' cacheable page stays the same.
  const stats =
    user && !user.isStaff && user.customerName !== null
      ? bo
          .call('statistics.productMonthlyOrdered', { params: { product_id: variant.id } })
          .catch((): ProductMonthlyOrdered | null => null)
      : null;

  return data(
    {
      product,
      variantId: variant.id,
      // The variant choice's controls (issue 20 §7), worked out here so that the rule's code stays on the server.
      variantChoice: variantChoices(product.variant_aggregation, variant.id),
      signedIn: user !== null,
      canOrder: user?.canOrder ?? false,
      stats,
      loginHref: urls.login(locale, `${url.pathname}${url.search}`),
      alternates: productAlternates(product.url_key_locales, variantInUrl),
      seo: {
        title: product.seo_title || product.name,
        description: product.meta_description,
        keywords: product.meta_keywords,
        canonical: `${url.origin}${urls.product(locale, product.url_key)}`,
        image: image ? `${url.origin}${image}` : null,
        type: 'product' as const,
        locale,
      },
    },
    { headers: cacheControl(user) },
  );
});
