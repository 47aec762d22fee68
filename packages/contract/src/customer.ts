import { ADDRESS_TYPES } from '@vetshop/domain';
import { z } from 'zod';
import { roleSchema } from './common';

export const addressSchema = z.object({
  id: z.number().int(),
  type: z.enum(ADDRESS_TYPES),
  name: z.string(),
  street: z.string().nullable(),
  street2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  vat: z.string().nullable(),
  title: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  state: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  is_company: z.boolean(),
  main: z.boolean(),
  is_dropoff_site: z.boolean(),
  vet_depot_number: z.string().nullable(),
  vet_subscription_number: z.string().nullable(),
  ref: z.string().nullable(),
  /** Whether the address passes the shop's validity rule (spec §5). */
  valid: z.boolean(),
  /** Which change requests the shop accepts for it (changes are by request only, spec §1): a main address is not deleted. */
  access: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ count: z.number().int(), items: z.array(addressSchema) });

export const customerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    ref: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    vat: z.string().nullable(),
    lang: z.string(),
    role: roleSchema,
    function: z.string().nullable(),
    can_order: z.boolean(),
    help_with_fee: z.boolean(),
    opt_out: z.boolean(),
    vt_groups: z.array(z.number().int()),
    pricelist: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    payment_mode: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    invoicing_address: addressSchema.nullable(),
    delivery_address: addressSchema.nullable(),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

export const salesPersonSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.object({ phone: z.string().nullable() }),
});
export type SalesPerson = z.infer<typeof salesPersonSchema>;

const refItem = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const settingsSchema = z.object({
  countries: z.array(refItem),
  titles: z.array(refItem.extend({ shortcut: z.string() })),
  states: z.array(refItem.extend({ country_id: z.number().int() })),
  currencies: z.array(refItem.extend({ symbol: z.string() })),
  payment_modes: z.array(refItem),
});
export type Settings = z.infer<typeof settingsSchema>;
