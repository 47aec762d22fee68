/** Server-only surface of the CSV order import: the API route the panel posts to. */
export { orderImportAction, orderImportLoader } from './import.server';
