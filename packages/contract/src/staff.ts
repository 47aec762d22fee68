import { ADDRESS_REQUEST_KINDS, ADDRESS_REQUEST_STATES, ADDRESS_TYPES } from '@vetshop/domain';
import { z } from 'zod';
import { roleSchema } from './common';
import { staffAddressRequestSchema } from './profile';
// One staff action (who, when, what), the same entry as a quotation's history.
import { staffActionEntrySchema } from './quotations';

/**
 * The staff workspace's API (issue 10 §5, `/staff/*`, staff accounts only): the summary of what waits, the
 * address change requests' queue and the history of staff actions shown on a record.
 */

export const STAFF_ADDRESS_REQUESTS_PAGE_SIZE_MAX = 100;
export const STAFF_CUSTOMER_FILTER_MAX = 100;

/**
 * `GET /staff/address_requests`: without `state`, every request, the pending ones first (oldest first: the staff
 * handle them in the order they came), then the decided ones (latest decision first). `customer` matches a part
 * of the customer's name or reference.
 */
export const staffAddressRequestListQuerySchema = z.object({
  state: z.enum(ADDRESS_REQUEST_STATES).optional(),
  kind: z.enum(ADDRESS_REQUEST_KINDS).optional(),
  type: z.enum(ADDRESS_TYPES).optional(),
  customer: z.string().trim().max(STAFF_CUSTOMER_FILTER_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(STAFF_ADDRESS_REQUESTS_PAGE_SIZE_MAX).default(20),
});
export type StaffAddressRequestListQuery = z.input<typeof staffAddressRequestListQuerySchema>;
export type StaffAddressRequestListQueryParsed = z.output<typeof staffAddressRequestListQuerySchema>;

/** `GET /staff/address_requests/{id}`: the request (current address, requested values) and its history. */
export const staffAddressRequestDetailSchema = staffAddressRequestSchema.extend({
  history: z.array(staffActionEntrySchema),
});
export type StaffAddressRequestDetail = z.infer<typeof staffAddressRequestDetailSchema>;

/** The queues of the staff workspace; its home shows how much waits in each. */
export const STAFF_QUEUES = [
  'quotations',
  'address_requests',
  'mails_pending',
  'mails_failed',
  'small_ads',
  'registrations',
  'leads',
] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/** `GET /staff/summary`: how many items wait in each queue. */
export const staffSummarySchema = z.object({
  queues: z.array(z.object({ queue: z.enum(STAFF_QUEUES), count: z.number().int() })),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;

/** `GET /staff/selections?role=`: the provider's selection for one role (issue 20 §5), as the buyers of it see it. */
export const staffSelectionQuerySchema = z.object({
  role: roleSchema.default('veterinary').describe('The pricelist role whose selection is shown'),
});
export const staffSelectionSchema = z.object({
  role: roleSchema,
  items: z
    .array(
      z.object({
        product_id: z.number().int(),
        sequence: z.number().int(),
        name: z.string().describe("The product's name in the caller's language"),
        url_key: z.string(),
      }),
    )
    .describe("In the selection's order (sequence, then product id)"),
});
export type StaffSelection = z.infer<typeof staffSelectionSchema>;
