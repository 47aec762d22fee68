// What other parts of the back office may use of the media module.
export { mediaRoutes } from './routes';
