import type { EndpointSpec } from './endpoint';
import {
  formListSchema,
  formParamsSchema,
  formsQuerySchema,
  formSubmitBodySchema,
  formSubmittedSchema,
  leadCreateBodySchema,
  leadCreatedSchema,
  leadFileSchema,
  leadOptionsSchema,
  staffFormSubmissionListSchema,
  staffFormSubmissionsQuerySchema,
  staffLeadDetailSchema,
  staffLeadFileParamsSchema,
  staffLeadListSchema,
  staffLeadParamsSchema,
  staffLeadsQuerySchema,
} from './leads';

/** Contact requests and generic forms (ERP, issue 11 §3): spread into the endpoint map of api.ts. */
export const leadsApi = {
  /** The contact form's subjects and countries, for guests too. */
  'leads.options': {
    method: 'GET',
    base: 'erp',
    path: '/lead_subjects',
    response: leadOptionsSchema,
    summary: "The contact form's lists: lead subjects and countries, in the caller's language (guests too)",
    errors: [404, 413, 415, 429],
  },
  /** Multipart: `data` (JSON, leadDataSchema) and up to 3 `files` (PDF/PNG/JPEG by content, ≤ 5 MB each). */
  'leads.create': {
    method: 'POST',
    base: 'erp',
    path: '/leads',
    body: leadCreateBodySchema,
    response: leadCreatedSchema,
    summary: 'Send a contact request (guest or buyer) with up to 3 attachments',
    errors: [404, 413, 415, 429],
  },
  'forms.list': {
    method: 'GET',
    base: 'erp',
    path: '/form',
    query: formsQuerySchema,
    response: formListSchema,
    summary: 'The generic forms (definition and options as JSON strings), optionally one by code',
    errors: [404, 413, 415, 429],
  },
  'forms.submit': {
    method: 'POST',
    base: 'erp',
    path: '/form/:id',
    params: formParamsSchema,
    body: formSubmitBodySchema,
    response: formSubmittedSchema,
    summary: "Submit a generic form: the values checked against the form's definition on the server",
    errors: [404, 413, 415, 429],
  },
  // ---- staff (staff accounts only)
  'staff.leads.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/leads',
    query: staffLeadsQuerySchema,
    response: staffLeadListSchema,
    summary: 'Contact requests, newest first, filtered on subject and handled (open by default), paged',
    errors: [401, 403, 404],
  },
  'staff.leads.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/leads/:id',
    params: staffLeadParamsSchema,
    response: staffLeadDetailSchema,
    summary: 'One contact request with its files and the staff actions on it',
    errors: [401, 403, 404],
  },
  /** An attachment's bytes (binary: read it with `stream`), Content-Disposition attachment. */
  'staff.leads.file': {
    method: 'GET',
    base: 'erp',
    path: '/staff/leads/:id/files/:fileId',
    params: staffLeadFileParamsSchema,
    response: leadFileSchema,
    summary: "A contact request's attachment, as an attachment with its original name (private, no-store)",
    errors: [401, 403, 404],
  },
  /** Marks the lead dealt with (recorded as a staff action); again on a handled lead changes nothing. */
  'staff.leads.handled': {
    method: 'POST',
    base: 'erp',
    path: '/staff/leads/:id/handled',
    params: staffLeadParamsSchema,
    response: staffLeadDetailSchema,
    summary: 'Mark a contact request handled (recorded as a staff action; again changes nothing)',
    errors: [401, 403, 404],
  },
  'staff.formSubmissions.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/form_submissions',
    query: staffFormSubmissionsQuerySchema,
    response: staffFormSubmissionListSchema,
    summary: "Generic form submissions, newest first, each value labelled in the caller's language",
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
