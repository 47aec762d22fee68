export { AddToCartForm, QuickAddButton } from './add-to-cart';
export { PromotionBadge, SpecialBadge, StockBadge } from './badges';
export { Breadcrumb } from './breadcrumb';
export { ProductGallery } from './gallery';
export { Listing } from './listing';
export {
  backofficeSearch,
  hasFilters,
  lastPage,
  type ListingQuery,
  listingSearch,
  parseListingQuery,
} from './listing-query';
export { MiniCard } from './mini-card';
export { ProductCard } from './product-card';
export {
  priceBreakRows,
  purchaseMode,
  type PurchaseMode,
  relatedProducts,
  selectVariant,
  substitutesToShow,
} from './product-view';
export { loadRecentSearches, loadViewedProducts, rememberSearch, type ViewedProduct } from './recent';
export { RememberSearch, RememberViewed } from './remember';
export { categoryAlternates, productAlternates, seoMeta } from './seo';
export { Tabs } from './tabs';
export { ProductPage } from './product-page';
export { CategoryPage } from './category-page';
export { HomePage } from './home-page';
