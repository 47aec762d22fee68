import { LOCALES, ROLES, STOCK_DISPLAYS, STOCK_STATES } from '@vetshop/domain';
import { z } from 'zod';

// The value lists are defined once in @vetshop/domain (zod-free, for the browser); the schemas are built from them.
// Re-exported so that code importing them from the contract keeps working.
export { LOCALES, type Locale } from '@vetshop/domain';
export const localeSchema = z.enum(LOCALES);

export const roleSchema = z.enum(ROLES);

/** Ids are PostgreSQL `integer` columns: a larger id names nothing (400, never a database error). */
export const MAX_ID = 2_147_483_647;

/** Money on the wire: a JSON number of euros with at most 2 decimals (computed from integer cents). */
export const moneySchema = z.number().describe('Amount in EUR, 2 decimals');

export const stockStateSchema = z.enum(STOCK_STATES);
export const stockDisplaySchema = z.enum(STOCK_DISPLAYS);

/** Every error body the back office sends: a stable code, a message in the caller's language, offending fields. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Offending request fields (400)'),
  details: z
    .record(z.string(), z.string())
    .optional()
    .describe('What the client needs to act on the refusal (409 registration_required: `email`)'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

// Path params and query shapes many endpoints share (the endpoint map and its area files).
export const localeQuerySchema = z.object({ locale: localeSchema.optional() });
export const urlKeyParamsSchema = z.object({ urlKey: z.string().min(1).max(300) });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
