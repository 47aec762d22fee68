// What other parts of the back office may use of the search module.
export { searchRoutes, staffSelectionRoutes } from './routes';
export { rollingRefresh } from './rolling-refresh';
