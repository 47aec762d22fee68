// The list-page kit (issue 19 §4): a list's URL state, its frame, filters, table (cards on a phone), empty state
// and pages. Its server half (reading the URL with the contract's schema) is index.server.ts.
export { ListPage, useListPage, type ListMessages } from './list-page';
export {
  ChoiceFilter,
  ChoiceLinks,
  FilterForm,
  labelOptions,
  SearchFilter,
  SelectFilter,
  type FilterOption,
} from './filter-bar';
export { ListResults } from './list-results';
export { ListTable, type ListColumn } from './list-table';
export {
  ListView,
  type ListColumns,
  type ListItem,
  type ListPageProps,
  type ListViewData,
} from './list-view';
export { labelKeys } from './list-labels';
export {
  listLinks,
  listSearch,
  pageCount,
  type ListChoice,
  type ListLinks,
  type ListState,
  type ListValue,
} from './list-url';
