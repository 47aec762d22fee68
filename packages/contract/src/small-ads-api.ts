import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import { idParamsSchema } from './common';
import { pdfFileSchema } from './documents';
import {
  mySmallAdsQuerySchema,
  smallAdListSchema,
  smallAdMultipartBodySchema,
  smallAdSchema,
  smallAdSearchQuerySchema,
  staffSmallAdDetailSchema,
  staffSmallAdListSchema,
  staffSmallAdRefuseBodySchema,
  staffSmallAdsQuerySchema,
} from './small-ads';

/**
 * Small ads (ERP, issue 11 §1; spec doc 2 §7 "Small ads"): signed-in buyers only (401 for guests, 403 for an
 * account without a customer). Another customer's ad is a 404 (except a published one read through
 * classifiedAds.get and its file); a transition the state machine does not allow is a 409 (invalid_transition).
 * Create and update are multipart: see small-ads.ts `smallAdFormData`. Then the staff's moderation queue (staff
 * accounts only): each decision is recorded in the staff actions' log, the author told by mail in the same
 * transaction.
 */
export const smallAdsApi = {
  'classifiedAds.mine': {
    method: 'GET',
    base: 'erp',
    path: '/classified_ads/my_classified_ads',
    query: mySmallAdsQuerySchema,
    response: smallAdListSchema,
    summary: "The caller's customer's small ads (any state, or one), newest first, paged",
    errors: [401, 403, 404, 409],
  },
  'classifiedAds.search': {
    method: 'GET',
    base: 'erp',
    path: '/classified_ads/search',
    query: smallAdSearchQuerySchema,
    response: smallAdListSchema,
    summary:
      'Published small ads whose dates include today (Brussels), newest publication first; by category and region',
    errors: [401, 403, 404, 409],
  },
  'classifiedAds.get': {
    method: 'GET',
    base: 'erp',
    path: '/classified_ads/:id',
    params: idParamsSchema,
    response: smallAdSchema,
    summary:
      "One small ad: the caller's customer's (with the author's actions) or a published one (read only)",
    errors: [401, 403, 404, 409],
  },
  /** The ad's PDF (binary: read it with `send`/`stream`); 404 when it has none. */
  'classifiedAds.file': {
    method: 'GET',
    base: 'erp',
    path: '/classified_ads/:id/file',
    params: idParamsSchema,
    response: pdfFileSchema,
    responseType: 'application/pdf',
    summary: "The ad's PDF (inline, its original name), for whoever may read the ad; 404 when it has none",
    errors: [401, 403, 404, 409],
  },
  /** Multipart: `parameters` (JSON) + optional `file` (PDF). The new ad is a draft. */
  'classifiedAds.create': {
    method: 'POST',
    base: 'erp',
    path: '/classified_ads',
    body: smallAdMultipartBodySchema,
    response: smallAdSchema,
    summary: 'Create a small ad (a draft) with its optional PDF',
    errors: [401, 403, 404, 409, 413, 415],
  },
  /** Multipart, as create; `parameters.file_delete` removes the document. Any state → draft (hidden until published again). */
  'classifiedAds.update': {
    method: 'POST',
    base: 'erp',
    path: '/classified_ads/:id/update_set_to_draft',
    params: idParamsSchema,
    body: smallAdMultipartBodySchema,
    response: smallAdSchema,
    summary:
      'Edit a small ad: from any state back to draft (a published ad is hidden until published again); ' +
      'a new file replaces the document, file_delete removes it',
    errors: [401, 403, 404, 409, 413, 415],
  },
  'classifiedAds.submit': {
    method: 'POST',
    base: 'erp',
    path: '/classified_ads/:id/submit',
    params: idParamsSchema,
    response: smallAdSchema,
    summary: "Submit a draft for the staff's moderation (draft → pending; 409 invalid_transition otherwise)",
    errors: [401, 403, 404, 409],
  },
  'classifiedAds.delete': {
    method: 'DELETE',
    base: 'erp',
    path: '/classified_ads/:id',
    params: idParamsSchema,
    response: z.null(),
    status: 204,
    summary: 'Delete a small ad in any state, with its stored document (the storefront confirms first)',
    errors: [401, 403, 404, 409],
  },

  // ---- staff: the moderation queue
  'staff.smallAds.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/small-ads',
    query: staffSmallAdsQuerySchema,
    response: staffSmallAdListSchema,
    summary: 'Small ads in one state (pending by default), oldest submission first, with customer and author',
    errors: [401, 403, 404, 409],
  },
  'staff.smallAds.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/small-ads/:id',
    params: idParamsSchema,
    response: staffSmallAdDetailSchema,
    summary: "One small ad in any state, with its customer, author and the staff's actions on it",
    errors: [401, 403, 404, 409],
  },
  'staff.smallAds.file': {
    method: 'GET',
    base: 'erp',
    path: '/staff/small-ads/:id/file',
    params: idParamsSchema,
    response: pdfFileSchema,
    responseType: 'application/pdf',
    summary: "The ad's PDF (inline), whatever its state; 404 when it has none",
    errors: [401, 403, 404, 409],
  },
  'staff.smallAds.publish': {
    method: 'POST',
    base: 'erp',
    path: '/staff/small-ads/:id/publish',
    params: idParamsSchema,
    response: staffSmallAdDetailSchema,
    summary: 'Publish a pending ad (409 invalid_transition otherwise); the author gets a mail',
    errors: [401, 403, 404, 409],
  },
  'staff.smallAds.refuse': {
    method: 'POST',
    base: 'erp',
    path: '/staff/small-ads/:id/refuse',
    params: idParamsSchema,
    body: staffSmallAdRefuseBodySchema,
    response: staffSmallAdDetailSchema,
    summary:
      'Refuse a pending ad with a reason (required, trimmed, at most 500 characters); the author gets a mail with it',
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, EndpointSpec>;
