/**
 * Sign-in, sign-out and how to become a customer. Other features and the routes import only this file (and
 * index.server.ts).
 */
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { RegisterPage } from './register-page';
