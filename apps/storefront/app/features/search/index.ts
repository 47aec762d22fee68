/**
 * Search: the search page, the search pages of spec doc 1 §2 (promotions, selection, Vet Efficiency) and the
 * header's search box (autocomplete). Other features and the routes import
 * only this file (and index.server.ts).
 */
export { SearchCombobox } from './search-combobox';
export { SearchPage } from './search-page';
export { PromotionsPage, SelectionPage, VetGroupPage } from './search-pages';
