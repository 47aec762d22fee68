import {
  REGISTRATION_COMMENT_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_STATES,
  REGISTRATION_TEXT_MAX,
  ROLES,
} from '@vetshop/domain';
import { z } from 'zod';
import { localeSchema, MAX_ID } from './common';
import { staffActionEntrySchema } from './quotations';

/**
 * Registration with staff approval (issue 11 §4; spec doc 1 §3 "Registration", §5; doc 2 §7 "POST registrations").
 *
 * The body schema checks shapes only (types and lengths, so that nothing absurd reaches the rules): which
 * field is required, the e-mail, the VAT check digits and the consents are the domain's
 * `validateRegistrationForm`, answered as one 400 `registration_invalid` with a localised message per field
 * (`fields[].path` is `body.<field>`). A string too long for its column is a 400 `validation_failed` instead.
 */

// Generous bounds on the shape: the rules' own limits (REGISTRATION_*_MAX) give the friendly per-field message.
const shapeText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .nullish();

export const registrationBodySchema = z
  .object({
    title: z.string().max(40).nullish().describe('madam | mister | miss | doctor (the titles list codes)'),
    first_name: shapeText(REGISTRATION_TEXT_MAX),
    last_name: shapeText(REGISTRATION_TEXT_MAX),
    email: shapeText(REGISTRATION_EMAIL_MAX).describe('Becomes the login once approved'),
    mobile: shapeText(REGISTRATION_TEXT_MAX),
    fax: shapeText(REGISTRATION_TEXT_MAX),
    company_name: shapeText(REGISTRATION_TEXT_MAX),
    vat: shapeText(REGISTRATION_TEXT_MAX).describe(
      'Belgian, e.g. BE0123.456.749; not read when vat_being_registered',
    ),
    vat_being_registered: z.boolean().nullish(),
    street: shapeText(REGISTRATION_TEXT_MAX),
    street2: shapeText(REGISTRATION_TEXT_MAX),
    zip: shapeText(REGISTRATION_TEXT_MAX),
    city: shapeText(REGISTRATION_TEXT_MAX),
    country_id: z.number().int().positive().max(MAX_ID).nullish(),
    function: z
      .string()
      .max(40)
      .nullish()
      .describe('nurse | veterinary | student | supplier | wholesaler | pharmacist'),
    activities: z
      .array(z.string().max(40))
      .max(10)
      .nullish()
      .describe('veterinary only, at least one of livestock | equine | pets | exotic'),
    apb_number: shapeText(REGISTRATION_TEXT_MAX).describe(
      'Required for a pharmacist; optional for a veterinary',
    ),
    vet_registration_number: shapeText(REGISTRATION_TEXT_MAX).describe('Required for a veterinary'),
    depot_number: shapeText(REGISTRATION_TEXT_MAX).describe('Optional, veterinary only'),
    comment: shapeText(REGISTRATION_COMMENT_MAX),
    accept_terms: z.boolean().nullish().describe('Must be true'),
    accept_data_storage: z.boolean().nullish().describe('Must be true'),
    opt_out_promotions: z.boolean().nullish(),
    lang: localeSchema
      .nullish()
      .describe("The applicant's language (mails, the customer's language); default fr"),
  })
  .strict();
export type RegistrationBody = z.input<typeof registrationBodySchema>;

export const registrationStateSchema = z.enum(REGISTRATION_STATES);

/**
 * `POST registrations` → 201. The same answer whatever happens next, also when the e-mail is already a login
 * (no enumeration; staff see `email_is_login` on the registration).
 */
export const registrationCreatedSchema = z.object({ id: z.number().int(), state: z.literal('pending') });
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

// ---- staff review (staff accounts only)

export const STAFF_REGISTRATIONS_PAGE_SIZE_MAX = 100;
/** `GET /staff/registrations`: without `state`, the pending ones first (oldest first), then the decided ones. */
export const staffRegistrationsQuerySchema = z.object({
  state: registrationStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(STAFF_REGISTRATIONS_PAGE_SIZE_MAX).default(20),
});
export type StaffRegistrationsQuery = z.input<typeof staffRegistrationsQuerySchema>;

export const staffRegistrationListItemSchema = z.object({
  id: z.number().int(),
  state: registrationStateSchema,
  created_at: z.string(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  function: z.string(),
  lang: localeSchema,
  email_is_login: z.boolean().describe('The e-mail is already the login of an account: approving would fail'),
});
export const staffRegistrationListSchema = z.object({
  count: z.number().int().describe('How many match the filter (all pages)'),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), refused: z.number().int() }),
  items: z.array(staffRegistrationListItemSchema),
});
export type StaffRegistrationList = z.infer<typeof staffRegistrationListSchema>;

export const registrationParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** `GET /staff/registrations/{id}`: everything the applicant sent, the decision and the history. */
export const staffRegistrationSchema = staffRegistrationListItemSchema.extend({
  title: z.object({ code: z.string(), name: z.string() }),
  mobile: z.string(),
  fax: z.string().nullable(),
  vat: z.string().nullable().describe('Formatted BE0123.456.749'),
  vat_being_registered: z.boolean(),
  street: z.string(),
  street2: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  activities: z.array(z.string()),
  apb_number: z.string().nullable(),
  vet_registration_number: z.string().nullable(),
  depot_number: z.string().nullable(),
  comment: z.string().nullable(),
  opt_out_promotions: z.boolean(),
  reason: z.string().nullable().describe('Why it was refused'),
  reviewed_by: z.string().nullable().describe("The staff member's login"),
  reviewed_at: z.string().nullable(),
  customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }).nullable(),
  history: z.array(staffActionEntrySchema),
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;

export const CUSTOMER_NAME_MAX = 120;
/**
 * Approve: creates the customer (name = customer_name or the company, the role and pricelist staff choose), its
 * invoicing and delivery addresses, the user (login = the e-mail) and mails the set-password link (7 days).
 */
export const staffRegistrationApproveBodySchema = z
  .object({
    role: z.enum(ROLES),
    pricelist_id: z.number().int().positive().max(MAX_ID),
    customer_name: z.string().trim().min(1).max(CUSTOMER_NAME_MAX).optional(),
    can_order: z.boolean().default(true),
  })
  .strict();
export type StaffRegistrationApproveBody = z.input<typeof staffRegistrationApproveBodySchema>;

export const REGISTRATION_REFUSAL_REASON_MAX = 1000;
export const staffRegistrationRefuseBodySchema = z
  .object({ reason: z.string().trim().min(1).max(REGISTRATION_REFUSAL_REASON_MAX) })
  .strict();
export type StaffRegistrationRefuseBody = z.input<typeof staffRegistrationRefuseBodySchema>;

/** `GET /staff/pricelists`: what the approve form offers, named in the caller's language. */
export const staffPricelistsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), role: z.enum(ROLES) })),
});
export type StaffPricelists = z.infer<typeof staffPricelistsSchema>;
