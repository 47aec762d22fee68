export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { RegisterPage } from './register-page';
