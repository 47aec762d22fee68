import { z } from 'zod';
import { MAX_ID } from './common';

/** Pickup points of carriers with drop-off sites (spec doc 1 §3 "Pickup point"; decision 039). */

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** One opening period: ISO weekday (1 = Monday … 7 = Sunday) and local times; a day without one is closed. */
export const openingPeriodSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    opens: z.string().regex(HH_MM, 'HH:MM'),
    closes: z.string().regex(HH_MM, 'HH:MM'),
  })
  .strict()
  .refine((p) => p.opens < p.closes, { message: 'opens before closes', path: ['closes'] });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

export const pickupPointSchema = z.object({
  /** null for a point given in full by the client (set_public_delivery_pickup). */
  id: z.number().int().nullable(),
  carrier_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  street2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  state_code: z.string().nullable(),
  country_code: z.string(),
  opening_hours: z.array(openingPeriodSchema),
  /**
   * Approximate distance from the cart's delivery address, by Belgian postcode (decision 039); null when either
   * postcode is unknown or outside the list.
   */
  distance_km: z.number().nullable(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** How many pickup points `GET delivery_pickups` answers: the nearest ones. */
export const PICKUP_LIST_SIZE = 10;
export const PICKUP_TEXT_MAX = 120;

export const deliveryPickupsQuerySchema = z.object({
  carrier_id: z.coerce.number().int().positive().max(MAX_ID),
  /** Words each found in the point's name or city, ignoring case and accents. */
  name: z.string().max(PICKUP_TEXT_MAX).optional(),
});
export const deliveryPickupsSchema = z.object({
  count: z.number().int(),
  rows: z.array(pickupPointSchema),
});
export type DeliveryPickups = z.infer<typeof deliveryPickupsSchema>;

export const setPickupBodySchema = z
  .object({ pickup_site_id: z.number().int().positive().max(MAX_ID) })
  .strict();
export const setDeliveryMethodBodySchema = z
  .object({ method_id: z.number().int().positive().max(MAX_ID) })
  .strict();

const required = (max = PICKUP_TEXT_MAX) => z.string().trim().min(1).max(max);
const optional = (max = PICKUP_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** A pickup point given in full (for a carrier whose sites come from elsewhere than our list). */
export const publicPickupBodySchema = z
  .object({
    code: required(40),
    name: required(),
    street: required(),
    street2: optional(),
    zip: required(20),
    city: required(),
    phone: optional(40),
    state_code: optional(10),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2')
      .default('BE'),
    opening_hours: z.array(openingPeriodSchema).max(21).default([]),
  })
  .strict()
  .refine((p) => p.country_code !== 'BE' || /^[1-9]\d{3}$/.test(p.zip), {
    message: 'a Belgian postcode has 4 digits',
    path: ['zip'],
  });
export type PublicPickupBody = z.infer<typeof publicPickupBodySchema>;
