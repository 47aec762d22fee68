/**
 * Order history: the sales list and one sale. Other features and the routes import only this file (and
 * index.server.ts).
 */
export { SalePage } from './sale-page';
export { SalesPage } from './sales-page';
