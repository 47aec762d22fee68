/**
 * Sign-in and sign-out (becoming a customer is the registration feature's). Other features and the routes import only this file (and
 * index.server.ts).
 */
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { SignOutLink } from './sign-out';
export { OidcRedirectPage } from './oidc-redirect-page';
export { SessionKeeper } from './session-keeper';
