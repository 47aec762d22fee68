export { pagesOrLast, readListQuery, type ListQuerySchema } from './list-query.server';
export {
  listPageLoader,
  listRead,
  loadList,
  readListState,
  type ListAnswer,
  type ListData,
  type ListNames,
  type ListRead,
  type PagedQuery,
} from './list-load.server';
