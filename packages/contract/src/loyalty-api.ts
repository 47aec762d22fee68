import type { EndpointSpec } from './endpoint';
import { loyaltyCardSchema, loyaltyCardsSchema } from './loyalty';

/** Loyalty programmes (ERP; spec doc 1 §5): the buyer's cards valid today. Buyers only. */
export const loyaltyApi = {
  /** 204 (null) = no year-end rebate card valid today. */
  'loyalty.currentRebateCard': {
    method: 'GET',
    base: 'erp',
    path: '/loyalty/card/rfa/current',
    response: loyaltyCardSchema.nullable(),
    summary: "The customer's year-end rebate card valid today, with its programme and rebate amounts",
    errors: [401, 403],
  },
  /** The dashboard's loyalty cards: every programme whose card is valid today (an empty list when none). */
  'loyalty.currentCards': {
    method: 'GET',
    base: 'erp',
    path: '/loyalty/cards/current',
    response: loyaltyCardsSchema,
    summary: "The customer's loyalty cards valid today, in every programme (year-end rebate and points)",
    errors: [401, 403],
  },
} as const satisfies Record<string, EndpointSpec>;
