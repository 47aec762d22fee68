/**
 * The catalogue: home, category and product pages, product listings and their URL state, SEO, recently seen.
 * Other features and the routes import only this file (and index.server.ts).
 */
export { Listing, PRODUCT_FACETS } from './listing';
export {
  listingResultView,
  productCardView,
  type ListingResultView,
  type ProductCardView,
} from './card-view';
export { EMPTY_LISTING, hasFilters, lastPage, listingSearch, type ListingQuery } from './listing-query';
export { loadRecentSearches, loadViewedProducts, rememberSearch, type ViewedProduct } from './recent';
export { RememberSearch } from './remember';
export { seoMeta } from './seo';
export { preloadSignedInParts, ProductPage } from './product-page';
export { CategoryPage } from './category-page';
export { HomePage } from './home-page';
