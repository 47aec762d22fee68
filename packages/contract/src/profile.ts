import { ADDRESS_REQUEST_KINDS, ADDRESS_REQUEST_STATES, ADDRESS_TYPES } from '@vetshop/domain';
import { z } from 'zod';
import { MAX_ID } from './common';
import { addressSchema } from './customer';

/** Profile and addresses (issue 9 §4): groups, newsletter, password, address change requests. */

export const vetGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  sequence: z.number().int(),
  is_alcyonnaire: z.boolean(),
});
export const vetGroupListSchema = z.object({ data: z.array(vetGroupSchema) });
export type VetGroup = z.infer<typeof vetGroupSchema>;

/** `PUT customer`: the newsletter flag as the customer record names it. */
export const customerOptOutBodySchema = z.object({ opt_out: z.boolean() }).strict();
/** `POST customer/{id}/update`: the same flag the other way round (spec doc 2 §7). */
export const customerOptInBodySchema = z.object({ optIn: z.boolean() }).strict();
export const newsletterSchema = z.object({ opt_out: z.boolean() });

export const customerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** Long enough for any real password, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX = 200;
export const passwordChangeBodySchema = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    new_password: z.string().min(1).max(PASSWORD_MAX),
  })
  .strict();
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
/** A changed password: how many other sessions of the user were closed. */
export const passwordChangedSchema = z.object({ closed_sessions: z.number().int() });

export const ADDRESS_TEXT_MAX = 120;
const text = (max = ADDRESS_TEXT_MAX) => z.string().max(max);
/**
 * What a buyer asks for (`POST addresses/{type}`, `POST addresses/{type}/{id}`; spec doc 2 §7). Required fields
 * (spec doc 1 §5) are checked by the back office after trimming, so that each missing one gets its own message.
 */
export const addressInputSchema = z
  .object({
    name: text(),
    street: text().nullable().optional(),
    street2: text().nullable().optional(),
    zip: text(20).nullable().optional(),
    city: text().nullable().optional(),
    phone: text(40).nullable().optional(),
    country_id: z.number().int().positive().max(MAX_ID),
    type: z.enum(ADDRESS_TYPES).optional(),
    main: z.boolean().optional(),
  })
  .strict();
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressTypeParamsSchema = z.object({ type: z.enum(ADDRESS_TYPES) });
export const addressParamsSchema = addressTypeParamsSchema.extend({
  id: z.coerce.number().int().positive().max(MAX_ID),
});

export const addressRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(ADDRESS_TYPES),
  kind: z.enum(ADDRESS_REQUEST_KINDS),
  address_id: z.number().int().nullable(),
  /** The address as it is now (update, delete), null for a create or an address no longer listed. */
  address: addressSchema.nullable(),
  /** The fields asked for (null for a delete). */
  payload: z
    .object({
      name: z.string(),
      street: z.string().nullable(),
      street2: z.string().nullable(),
      zip: z.string().nullable(),
      city: z.string().nullable(),
      phone: z.string().nullable(),
      country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
      main: z.boolean(),
    })
    .nullable(),
  state: z.enum(ADDRESS_REQUEST_STATES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;
export const addressRequestListSchema = z.object({
  count: z.number().int(),
  items: z.array(addressRequestSchema),
});

/** The staff's view adds who asked. */
export const staffAddressRequestSchema = addressRequestSchema.extend({
  customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }),
});
export type StaffAddressRequest = z.infer<typeof staffAddressRequestSchema>;
/** A page of the staff's list; `count` is how many match the filters (all pages). Query: staff.ts. */
export const staffAddressRequestListSchema = z.object({
  count: z.number().int(),
  items: z.array(staffAddressRequestSchema),
});
export const addressRequestParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
});
export const REFUSAL_REASON_MAX = 500;
export const addressRequestRefuseBodySchema = z
  .object({ reason: z.string().trim().min(1).max(REFUSAL_REASON_MAX) })
  .strict();
