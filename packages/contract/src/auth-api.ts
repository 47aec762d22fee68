import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import {
  authAcceptedSchema,
  authTokenUsedSchema,
  loginBodySchema,
  profileSchema,
  registerBodySchema,
  requestResetPasswordBodySchema,
  setPasswordBodySchema,
  validateEmailBodySchema,
} from './auth';
import { passwordChangeBodySchema, passwordChangedSchema } from './profile';

/**
 * Sign-in and the session (ERP), and credentials mode's public calls (issue 11 §4; spec doc 2 §7): sign-up, e-mail
 * validation, password reset. Those are limited per client address (429); their tokens come from mail links, are
 * single use and expire.
 */
export const authApi = {
  'auth.login': {
    method: 'POST',
    base: 'erp',
    path: '/auth/login',
    body: loginBodySchema,
    response: profileSchema,
    summary:
      'Sign in with login and password (credentials mode); sets the HttpOnly session cookie and the device cookie',
    errors: [401, 403, 429],
  },
  /** The session's profile, with its `standing` (a login without a customer: where its registration stands). */
  'auth.profile': {
    method: 'GET',
    base: 'erp',
    path: '/auth/profile',
    response: profileSchema,
    summary:
      'The signed-in user, with its standing: customer, staff, or (a login without a customer) e-mail not verified, registration pending, refused, or none',
    errors: [401, 403, 429],
  },
  'auth.changePassword': {
    method: 'POST',
    base: 'erp',
    path: '/auth/password',
    body: passwordChangeBodySchema,
    response: passwordChangedSchema,
    summary:
      'Change the password (current + new); closes every other session of the user. A wrong current password counts as a failed sign-in',
    errors: [401, 403, 429],
  },
  'auth.logout': {
    method: 'POST',
    base: 'erp',
    path: '/auth/logout',
    response: z.null(),
    status: 204,
    summary: 'Close the session (idempotent) and clear the cookie',
  },
  /**
   * Identity-provider mode (spec doc 2 §7, decision 036): the provider's access token in `Authorization: Bearer`,
   * no body. Opens the session as `auth.login` does (same cookie, same profile), expiring at the token's `exp`;
   * with the current session's cookie and a token of the same subject, extends that session and answers the same
   * session token. 401 `invalid_token` (+ `WWW-Authenticate`), 401 `subject_changed` (the old session is
   * closed), 403 `forbidden` (a deactivated login), 404 `oidc_not_configured`, 409 `registration_required` (`details.email`).
   */
  'auth.signin': {
    method: 'POST',
    base: 'erp',
    path: '/auth/signin',
    response: profileSchema,
    summary:
      "Sign in with the identity provider's access token (bearer): opens the session, or renews the caller's until the new token's expiry",
    errors: [401, 403, 404, 409],
  },
  /** Identity-provider mode's sign-out: closes the caller's session (as `auth.logout`); idempotent. */
  'auth.signout': {
    method: 'POST',
    base: 'erp',
    path: '/auth/signout',
    response: z.null(),
    summary:
      'Close the session (idempotent) and clear the cookie; the provider’s own session is the shop’s to end',
  },
  /** 202 whether or not the login existed (no second account); 400 unless name, login and password are present. */
  'auth.register': {
    method: 'POST',
    base: 'erp',
    path: '/auth/register',
    body: registerBodySchema,
    response: authAcceptedSchema,
    status: 202,
    summary:
      'Sign up with name, login (e-mail) and password (all three required): a login without a customer, validated by mail',
    errors: [429],
  },
  'auth.validateEmail': {
    method: 'POST',
    base: 'erp',
    path: '/auth/validate_email',
    body: validateEmailBodySchema,
    response: authTokenUsedSchema,
    summary: "Validate a sign-up's e-mail with the token of its mail (24 hours, single use)",
    errors: [429],
  },
  /** Always 202, the same answer for an unknown login; a known active one gets a reset link (1 hour) by mail. */
  'auth.requestResetPassword': {
    method: 'POST',
    base: 'erp',
    path: '/auth/request_reset_password',
    body: requestResetPasswordBodySchema,
    response: authAcceptedSchema,
    status: 202,
    summary: 'Ask for a password reset link: the same 202 whether the login exists or not',
    errors: [429],
  },
  /** Sets the password with a set-password or reset token (400 invalid_token otherwise); closes other sessions. */
  'auth.setPassword': {
    method: 'POST',
    base: 'erp',
    path: '/auth/set_password',
    body: setPasswordBodySchema,
    response: authTokenUsedSchema,
    summary:
      'Set the password with the token of a set-password or reset mail (single use); closes every session',
    errors: [429],
  },
  /** The signed-in login's validation mail again (older links stop working); 202 also when already verified. */
  'auth.resendValidation': {
    method: 'POST',
    base: 'erp',
    path: '/auth/resend_validation',
    response: authAcceptedSchema,
    status: 202,
    summary:
      "Send the signed-in login's e-mail validation link again (24 hours; its older links stop working)",
    errors: [401, 429],
  },
} as const satisfies Record<string, EndpointSpec>;
