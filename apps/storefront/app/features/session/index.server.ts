/**
 * Sign-in and sign-out, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { loadLoginPage, loginPageAction } from './login-page.server';
export { loadLogoutPage, logoutPageAction } from './logout-page.server';
export { loadOidcRedirectPage } from './oidc-redirect-page.server';
export { renewSession, renewLayoutSession } from './session-renewal.server';
