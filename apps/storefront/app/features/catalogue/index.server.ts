export { categoryPathsOf, navigationCategories } from './categories.server';
export { loadProductPage } from './product-page.server';
export { loadCategoryPage } from './category-page.server';
export { loadHomePage } from './home-page.server';
