/**
 * Becoming a customer (issue 11 §4): the registration form, the set-password page of a mail's link, the forgotten
 * password and the e-mail check. Routes import only this file (and index.server.ts).
 */
export { RegisterPage } from './register-page';
export { SetPasswordPage } from './set-password-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ValidateEmailPage } from './validate-email-page';
