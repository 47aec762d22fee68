export { categoryPathsOf, navigationCategories } from './categories.server';
