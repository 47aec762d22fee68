/** The scanner, server side: its lookup route (JSON). */
export { scanLookupLoader } from './scan-lookup.server';
