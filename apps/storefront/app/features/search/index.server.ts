/**
 * Search, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { loadSearchPage } from './search-page.server';
export { loadPromotionsPage, loadSelectionPage, loadVetGroupPage } from './search-pages.server';
export { autocompleteLoader } from './autocomplete.server';
