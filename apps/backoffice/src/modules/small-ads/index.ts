// What other parts of the back office may use of the small-ads module: the buyer's routes, the staff's moderation
// routes (both registered by app.ts) and the pending count of the staff home.
export { smallAdRoutes } from './routes';
export { staffSmallAdRoutes } from './staff-routes';
export { pendingCount as countPendingSmallAds } from './staff-service';
