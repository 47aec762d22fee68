// What other parts of the back office may use of the quotations module: the buyer's routes and the staff's
// queue (both registered by app.ts), and how many requests wait in that queue (the staff workspace's count).
export { countQuotationsToComplete } from './repository';
export { quotationRoutes } from './routes';
export { staffQuotationRoutes } from './staff-routes';
