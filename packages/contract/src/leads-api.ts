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
  'leads.options': { method: 'GET', base: 'erp', path: '/lead_subjects', response: leadOptionsSchema },
  /** Multipart: `data` (JSON, leadDataSchema) and up to 3 `files` (PDF/PNG/JPEG by content, ≤ 5 MB each). */
  'leads.create': {
    method: 'POST',
    base: 'erp',
    path: '/leads',
    body: leadCreateBodySchema,
    response: leadCreatedSchema,
  },
  'forms.list': {
    method: 'GET',
    base: 'erp',
    path: '/form',
    query: formsQuerySchema,
    response: formListSchema,
  },
  'forms.submit': {
    method: 'POST',
    base: 'erp',
    path: '/form/:id',
    params: formParamsSchema,
    body: formSubmitBodySchema,
    response: formSubmittedSchema,
  },
  // ---- staff (staff accounts only)
  'staff.leads.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/leads',
    query: staffLeadsQuerySchema,
    response: staffLeadListSchema,
  },
  'staff.leads.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/leads/:id',
    params: staffLeadParamsSchema,
    response: staffLeadDetailSchema,
  },
  /** An attachment's bytes (binary: read it with `stream`), Content-Disposition attachment. */
  'staff.leads.file': {
    method: 'GET',
    base: 'erp',
    path: '/staff/leads/:id/files/:fileId',
    params: staffLeadFileParamsSchema,
    response: leadFileSchema,
  },
  /** Marks the lead dealt with (recorded as a staff action); again on a handled lead changes nothing. */
  'staff.leads.handled': {
    method: 'POST',
    base: 'erp',
    path: '/staff/leads/:id/handled',
    params: staffLeadParamsSchema,
    response: staffLeadDetailSchema,
  },
  'staff.formSubmissions.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/form_submissions',
    query: staffFormSubmissionsQuerySchema,
    response: staffFormSubmissionListSchema,
  },
} as const satisfies Record<string, EndpointSpec>;
