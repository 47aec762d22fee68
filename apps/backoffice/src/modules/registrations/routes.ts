import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { registerAddressRateLimit } from '../auth';
import { createRegistration } from './service';

/** A person registers once or twice; a script filling the staff's queue waits. */
export const REGISTRATION_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** `POST registrations` (issue 11 §4; registrations-api.ts): public, limited per client address. */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  await registerAddressRateLimit(app);

  endpointRoute(
    app,
    'registrations.create',
    async (request) => {
      const { id } = await createRegistration(app.ctx, request.body);
      return { id, state: 'pending' as const };
    },
    {
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
      description:
        '201 {id, state: "pending"}, the same answer when the e-mail is already a login (staff see it). ' +
        '400 registration_invalid with one localised message per field (`body.<field>`): required fields, e-mail, ' +
        'title / function / activity codes, Belgian VAT format and check digits unless vat_being_registered, ' +
        'both consents. Required for everyone: title, first_name, last_name, email, mobile, company_name, vat ' +
        '(or vat_being_registered), street, zip, city, country_id, function, accept_terms, accept_data_storage; ' +
        'a veterinary also activities (≥ 1) and vet_registration_number; a pharmacist apb_number. ' +
        `Limited per client address: ${REGISTRATION_RATE_LIMIT.max} per 10 minutes (429 too_many_requests).`,
    },
  );
};
