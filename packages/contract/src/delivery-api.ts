import { cartSchema } from './cart';
import {
  deliveryPickupsQuerySchema,
  deliveryPickupsSchema,
  publicPickupBodySchema,
  setDeliveryMethodBodySchema,
  setPickupBodySchema,
} from './delivery';
import type { EndpointSpec } from './endpoint';

/** Delivery of the current cart (ERP; spec doc 2 §7 "Carts" and "Delivery"; decision 039). Buyers only. */
export const deliveryApi = {
  'delivery.pickups': {
    method: 'GET',
    base: 'erp',
    path: '/delivery_pickups',
    query: deliveryPickupsQuerySchema,
    response: deliveryPickupsSchema,
    summary:
      "The carrier's 10 pickup points nearest to the current cart's delivery address (by Belgian postcode), " +
      'optionally those whose name or city holds every word of `name` (case and accents ignored)',
    errors: [401, 403, 422],
  },
  'carts.setPickup': {
    method: 'POST',
    base: 'erp',
    path: '/carts/current/set_pickup',
    body: setPickupBodySchema,
    response: cartSchema,
    summary: "Choose one of the cart carrier's pickup points: the order is delivered there",
    errors: [401, 403, 404, 422],
  },
  'carts.setPublicPickup': {
    method: 'POST',
    base: 'erp',
    path: '/carts/current/set_public_delivery_pickup',
    body: publicPickupBodySchema,
    response: cartSchema,
    summary: "Give the pickup point of the cart's carrier in full (validated and kept on the cart)",
    errors: [401, 403, 404, 422],
  },
  'carts.setDeliveryMethod': {
    method: 'POST',
    base: 'erp',
    path: '/carts/set_delivery_method',
    body: setDeliveryMethodBodySchema,
    response: cartSchema,
    summary: 'Choose the delivery method (a carrier, as listed by delivery_carriers) of the current cart',
    errors: [401, 403, 404, 422],
  },
} as const satisfies Record<string, EndpointSpec>;
