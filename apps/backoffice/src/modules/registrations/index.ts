// What other parts of the back office may use of the registrations module.
export { registrationRoutes } from './routes';
export { staffRegistrationRoutes } from './staff-routes';
export { countPendingRegistrations } from './service';
