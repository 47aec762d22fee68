import { resendValidationAction } from '../features/account-status/index.server';

/** The account-status page's "send the link again" form posts here (no page: it redirects back). */
export const action = resendValidationAction;
