// What other parts of the back office may use of the standard-orders (wishlists) module: its routes.
export { wishlistRoutes } from './routes';
