// What other parts of the back office may use of the settings module: its route, and the reference lists
// (countries, titles, states, currencies, payment modes) that addresses, the customer and orders are shown with.
export { settingsRoutes } from './routes';
export { cachedReferenceData, type ReferenceData } from './service';
