// What other parts of the back office may use of the statistics module.
export { statisticsRoutes } from './routes';
