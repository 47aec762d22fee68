export { SearchCombobox } from './search-combobox';
