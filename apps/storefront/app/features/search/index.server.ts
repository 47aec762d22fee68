export { loadSearchPage } from './search-page.server';
export { autocompleteLoader } from './autocomplete.server';
