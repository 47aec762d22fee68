import { z } from 'zod';
import { localeSchema, roleSchema } from './common';

export const loginBodySchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

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
});
export type Profile = z.infer<typeof profileSchema>;
