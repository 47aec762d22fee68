/**
 * Search: the search page and the header's search box (autocomplete). Other features and the routes import
 * only this file (and index.server.ts).
 */
export { SearchCombobox } from './search-combobox';
export { SearchPage } from './search-page';
