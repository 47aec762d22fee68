import { api, errorBodySchema, registrationBodySchema, registrationCreatedSchema } from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAddressRateLimit } from '../auth';
import { createRegistration } from './service';

/** A person registers once or twice; a script filling the staff's queue waits. */
export const REGISTRATION_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** `POST registrations` (issue 11 §4): public, limited per client address. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAddressRateLimit(app);

  app.post(
    api['registrations.create'].path,
    {
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['registrations'],
        summary:
          'Register a professional (the form of spec §3): stored pending until staff approve or refuse it',
        description:
          '201 {id, state: "pending"}, the same answer when the e-mail is already a login (staff see it). ' +
          '400 registration_invalid with one localised message per field (`body.<field>`): required fields, e-mail, ' +
          'title / function / activity codes, Belgian VAT format and check digits unless vat_being_registered, ' +
          'both consents. Required for everyone: title, first_name, last_name, email, mobile, company_name, vat ' +
          '(or vat_being_registered), street, zip, city, country_id, function, accept_terms, accept_data_storage; ' +
          'a veterinary also activities (≥ 1) and vet_registration_number; a pharmacist apb_number. ' +
          `Limited per client address: ${REGISTRATION_RATE_LIMIT.max} per 10 minutes (429 too_many_requests).`,
        body: registrationBodySchema,
        response: { 201: registrationCreatedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = await createRegistration(app.ctx, request.body);
      return reply.status(201).send({ id, state: 'pending' as const });
    },
  );
};
