export { loadLoginPage, loginPageAction } from './login-page.server';
export { loadLogoutPage, logoutPageAction } from './logout-page.server';
export { loadRegisterPage } from './register-page.server';
