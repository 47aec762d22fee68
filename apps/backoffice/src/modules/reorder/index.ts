// What other parts of the back office may use of the reorder-reminders module.
export { reorderRoutes } from './routes';
