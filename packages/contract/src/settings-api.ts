import type { EndpointSpec } from './endpoint';
import { settingsSchema } from './customer';

/** The reference lists (ERP; spec doc 2 §7 "Settings"): any signed-in session. */
export const settingsApi = {
  settings: {
    method: 'GET',
    base: 'erp',
    path: '/settings',
    response: settingsSchema,
    summary: 'Reference lists: countries, titles, states, currencies',
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
