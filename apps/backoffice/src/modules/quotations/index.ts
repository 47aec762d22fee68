// What other parts of the back office may use of the quotations module: the buyer's routes and the staff's
// queue (both registered by app.ts).
export { quotationRoutes } from './routes';
export { staffQuotationRoutes } from './staff-routes';
