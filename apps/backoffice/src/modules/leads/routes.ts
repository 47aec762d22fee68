import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { LEAD_FILE_MAX_BYTES, LEAD_MAX_FILES } from '@vetshop/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { endpointRoute } from '../../plugins/endpoint-route';
import { getSession } from '../../plugins/request-context';
import { clientAddress } from '../auth';
import { listForms, submitForm } from './forms-service';
import { LEAD_MULTIPART_LIMITS, readLeadUpload } from './multipart';
import { createLead, LEAD_ACK_LIMITS, options, type LeadAuthor } from './service';

/** Per client address or account: a person sends a few requests; a script sending more waits (no third party). */
export const LEAD_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
export const FORM_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

/** A signed-in buyer's request is linked to their customer; a guest's or a staff member's to nobody. */
async function authorOf(request: FastifyRequest): Promise<LeadAuthor> {
  const session = await getSession(request);
  return { customerId: session?.customer?.id ?? null, userId: session?.customer ? session.user.id : null };
}

/**
 * The public calls of contact requests and generic forms (issue 11 §3): guests and buyers alike. Multipart and
 * the per-address limit are registered in this plugin's scope only.
 */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: LEAD_MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(rateLimit, {
    global: false,
    // A signed-in account is counted as itself (several users of a clinic may share one address); anyone
    // else by the client address the sign-in throttle reads.
    keyGenerator: async (request) => {
      const session = await getSession(request);
      return session
        ? `user:${session.user.id}`
        : `address:${clientAddress(request, app.ctx.config.trustedProxySecret)}`;
    },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'too_many_requests', {
        minutes: Math.ceil(seconds / 60),
        retryAfter: seconds,
      });
    },
  });

  endpointRoute(app, 'leads.options', async (request) => options(app.ctx, request.locale));

  endpointRoute(
    app,
    'leads.create',
    async (request) => {
      const upload = await readLeadUpload(request);
      return createLead(
        app.ctx,
        upload,
        await authorOf(request),
        request.locale,
        clientAddress(request, app.ctx.config.trustedProxySecret),
      );
    },
    {
      config: { rateLimit: LEAD_RATE_LIMIT },
      description:
        'multipart/form-data: a `data` field (JSON: subject code, email, name, phone, mobile, company, street, ' +
        'street2, zip, city, country code, description; `website` is a honeypot to leave empty) and up to ' +
        `${LEAD_MAX_FILES} \`files\` parts, each a PDF, PNG or JPEG judged by its content (415 ` +
        `lead_file_unsupported otherwise, whatever its name) of at most ${LEAD_FILE_MAX_BYTES / 1024 / 1024} MB ` +
        '(413 lead_file_too_large). Subject, e-mail, name and description are required (400 lead_data_invalid ' +
        'with fields data.<name>). The staff get a mail, the requester an acknowledgement in their language ' +
        "that quotes none of the sender's text, at most " +
        `${LEAD_ACK_LIMITS.perRecipient} per recipient and ${LEAD_ACK_LIMITS.perAddress} per client address ` +
        'in 24 hours (beyond, the lead is recorded and the staff mailed, the answer is the same, no ' +
        'acknowledgement is sent). ' +
        `At most ${LEAD_RATE_LIMIT.max} requests per client address in 10 minutes (429 too_many_requests, ` +
        'Retry-After). A filled honeypot answers the same success with id null and keeps nothing.',
      // The route reads the parts itself (readLeadUpload); the body is not validated as JSON.
      multipart: {},
    },
  );

  endpointRoute(app, 'forms.list', async (request) => listForms(app.ctx, request.locale, request.query.code));

  endpointRoute(
    app,
    'forms.submit',
    async (request) =>
      submitForm(app.ctx, request.params.id, request.body, await authorOf(request), request.locale),
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      description:
        'values by field name (text; true/false for a checkbox). 400 form_invalid with fields values.<name> ' +
        '(required, too long, e-mail, date YYYY-MM-DD, not one of the options); 404 form_not_found. ' +
        `At most ${FORM_RATE_LIMIT.max} per client address in 10 minutes (429). A filled \`website\` honeypot ` +
        'answers the same success with id null and keeps nothing.',
    },
  );
};
