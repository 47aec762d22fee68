/**
 * The catalogue, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { CATEGORY_CACHES, categoryPathsOf, navigationCategories } from './categories.server';
export { productAlternates } from './seo';
export { loadProductPage } from './product-page.server';
export { loadCategoryPage } from './category-page.server';
export { loadHomePage } from './home-page.server';
export { readListingQuery } from './listing-query.server';
