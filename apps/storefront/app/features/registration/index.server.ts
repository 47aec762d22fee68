/** Becoming a customer, server side: the pages' loaders and actions and their back-office calls. */
export { loadRegisterPage, registerPageAction } from './register-page.server';
export { loadSetPasswordPage, setPasswordPageAction } from './set-password-page.server';
export { forgotPasswordPageAction, loadForgotPasswordPage } from './forgot-password-page.server';
export { loadValidateEmailPage, validateEmailPageAction } from './validate-email-page.server';
