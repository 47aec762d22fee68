import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { selectVariant } from './product-view';
import { productAlternates } from './seo';

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

  return data(
    {
      product,
      variantId: variant.id,
      signedIn: user !== null,
      canOrder: user?.canOrder ?? false,
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
