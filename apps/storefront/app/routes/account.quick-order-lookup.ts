import { quickOrderLookupLoader } from '../features/quick-order/index.server';

/** The quick-order pad's batches of rows (JSON, no page). */
export const loader = quickOrderLookupLoader;
