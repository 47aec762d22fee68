import { staffLeadFileLoader } from '../features/staff-leads/index.server';

/** A contact request's attachment, streamed with its name and type (a resource route: no layout). */
export const loader = staffLeadFileLoader;
