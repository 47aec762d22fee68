import { scanLookupLoader } from '../features/scan/index.server';

/** The scanner's lookup of a code (JSON, no page; decision 042). */
export const loader = scanLookupLoader;
