import type { EndpointSpec } from './endpoint';
import {
  registrationBodySchema,
  registrationCreatedSchema,
  registrationParamsSchema,
  staffPricelistsSchema,
  staffRegistrationApproveBodySchema,
  staffRegistrationListSchema,
  staffRegistrationRefuseBodySchema,
  staffRegistrationSchema,
  staffRegistrationsQuerySchema,
} from './registration';

/**
 * Registration with staff approval (ERP, issue 11 §4): the public form (limited per client address), and the
 * staff's review (staff accounts only: approve creates customer, addresses and user; refuse needs a reason).
 */
export const registrationsApi = {
  /** 201 {id, state: 'pending'}; 400 registration_invalid with a message per field. */
  'registrations.create': {
    method: 'POST',
    base: 'erp',
    path: '/registrations',
    body: registrationBodySchema,
    response: registrationCreatedSchema,
    status: 201,
    summary: 'Register a professional (the form of spec §3): stored pending until staff approve or refuse it',
    errors: [429],
  },
  'staff.registrations.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/registrations',
    query: staffRegistrationsQuerySchema,
    response: staffRegistrationListSchema,
    summary:
      'Registrations, optionally one state, paged: pending first (oldest first), then the latest decisions',
    errors: [401, 403, 404, 409],
  },
  'staff.registrations.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/registrations/:id',
    params: registrationParamsSchema,
    response: staffRegistrationSchema,
    summary:
      'One registration: everything sent, the warning when its e-mail is a login, the decision, history',
    errors: [401, 403, 404, 409],
  },
  /** 409 registration_decided once approved or refused; 409 registration_login_taken when the e-mail is a login. */
  'staff.registrations.approve': {
    method: 'POST',
    base: 'erp',
    path: '/staff/registrations/:id/approve',
    params: registrationParamsSchema,
    body: staffRegistrationApproveBodySchema,
    response: staffRegistrationSchema,
    summary:
      'Approve: creates the customer (role, pricelist), its addresses and the user, and mails a set-password link (7 days)',
    errors: [401, 403, 404, 409],
  },
  'staff.registrations.refuse': {
    method: 'POST',
    base: 'erp',
    path: '/staff/registrations/:id/refuse',
    params: registrationParamsSchema,
    body: staffRegistrationRefuseBodySchema,
    response: staffRegistrationSchema,
    summary: 'Refuse with a reason: the applicant gets it by mail in their language',
    errors: [401, 403, 404, 409],
  },
  /** The pricelists staff choose from when approving a registration. */
  'staff.pricelists': {
    method: 'GET',
    base: 'erp',
    path: '/staff/pricelists',
    response: staffPricelistsSchema,
    summary: 'The pricelists (id, code, name in the caller’s language, role) for the approve form',
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, EndpointSpec>;
