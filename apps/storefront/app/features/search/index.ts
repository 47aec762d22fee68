export { SearchCombobox } from './search-combobox';
export { SearchPage } from './search-page';
