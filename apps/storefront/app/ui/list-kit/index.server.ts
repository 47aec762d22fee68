export { pagesOrLast, readListQuery, type ListQuerySchema } from './list-query.server';
