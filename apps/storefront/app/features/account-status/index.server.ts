/** The account-status page's server side: the "send the link again" form's action. */
export { resendValidationAction } from './resend-validation.server';
