// What other parts of the back office may use of the search module.
export { searchRoutes } from './routes';
export { rollingRefresh } from './rolling-refresh';
