// What other parts of the back office may use of the sales module: its routes, the order as the contract
// shows it, and the writes of a new order (checkout creates orders in its own transaction).
export { salesRoutes } from './routes';
export { saleDetail } from './service';
export { insertOrder, insertOrderLines } from './repository';
// Products on order name their lines as the order does, in the language of the request.
export { saleLineName } from './line-name';
