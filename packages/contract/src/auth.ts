import { z } from 'zod';
import { localeSchema, roleSchema } from './common';

/**
 * The request headers of identity-provider sign-in (`auth.signin`, decision 036): the provider's access token as
 * a bearer token. Loose: the session cookie of a renewal and every other header pass through.
 */
export const signinHeadersSchema = z.looseObject({
  authorization: z
    .string()
    .optional()
    .describe('`Bearer <access token>`: a JWT of the identity provider (OIDC_ISSUER), for OIDC_AUDIENCE'),
});

export const loginBodySchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Where a signed-in login stands (issue 11 leftover): `customer` acts for a customer; `staff` is the provider's;
 * the others are logins without a customer (auth/register), whose buyer calls are 403 `not_a_customer` —
 * `email_unverified` (the mailed link not used yet: nothing else is said, the e-mail is not proven theirs),
 * `registration_pending` / `registration_refused` (a registration for that e-mail waits for staff / was refused),
 * `no_registration` (a bare login: the clinic still has to register).
 */
export const ACCOUNT_STANDINGS = [
  'customer',
  'staff',
  'email_unverified',
  'registration_pending',
  'registration_refused',
  'no_registration',
] as const;
export const accountStandingSchema = z.enum(ACCOUNT_STANDINGS);
export type AccountStanding = z.infer<typeof accountStandingSchema>;

/** The signed-in user (spec §3 "User profile"). Staff accounts have no customer: role and customer fields are null. */
export const profileSchema = z.object({
  sub: z.string(),
  login: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  preferred_username: z.string(),
  locale: localeSchema,
  role: roleSchema.nullable(),
  ref: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  can_order: z.boolean(),
  help_with_fee: z.boolean(),
  supplier_id: z.number().int().nullable(),
  vt_groups: z.array(z.number().int()),
  is_staff: z.boolean(),
  opt_out: z.boolean(),
  standing: accountStandingSchema,
});
export type Profile = z.infer<typeof profileSchema>;

// ---- credentials mode: sign-up, e-mail validation, password reset (issue 11 §4; spec doc 2 §5, §7)

/** A token from a mail link: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export const authTokenSchema = z.string().trim().min(1).max(200);

/**
 * `POST auth/register`: proceeds only with all three (spec doc 2 §5: a missing one is a 400). Creates a login
 * with no customer (it cannot order or see prices until a registration is approved) and mails a link to
 * validate the e-mail (24 hours). An existing login gets the same 202 answer and no second account.
 */
export const registerBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    login: z.string().trim().toLowerCase().min(1).max(254).email(),
    password: z.string().min(1).max(200),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBodySchema>;

export const validateEmailBodySchema = z.object({ token: authTokenSchema }).strict();
/** `POST auth/request_reset_password`: always the same 202, whether the login exists or not. */
export const requestResetPasswordBodySchema = z.object({ login: z.string().trim().min(1).max(254) }).strict();
/** `POST auth/set_password`: the token of a set-password (approval, 7 days) or reset (1 hour) mail; single use. */
export const setPasswordBodySchema = z
  .object({ token: authTokenSchema, password: z.string().min(1).max(200) })
  .strict();
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

/** The 202 of register and request_reset_password: says nothing about the login. */
export const authAcceptedSchema = z.object({ accepted: z.literal(true) });
/** What a used token did, and for whom (the holder of the mail): the login to sign in with. */
export const authTokenUsedSchema = z.object({ login: z.string() });
