// What other parts of the back office may use of the leads module: its routes, and the open count the staff
// workspace's home shows.
export { leadRoutes } from './routes';
export { staffLeadRoutes } from './staff-routes';
export { countOpenLeads } from './repository';
