export { loadSearchPage } from './search-page.server';
