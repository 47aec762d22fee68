import { MAX_ID } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';

function leadId(args: RouteArgs, param = 'id'): number {
  const id = parseId(args.params[param]);
  if (id === null || id > MAX_ID)
    throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  return id;
}

/** /staff/leads/{id}: the request, its attachments, its history; `?handled=1` after the action says it is done. */
export const loadStaffLeadPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const lead = await bo.call('staff.leads.get', { params: { id: leadId(args) } });
  const justHandled =
    new URL(args.request.url).searchParams.get('handled') === '1' && lead.handled_at !== null;
  return data({ lead, justHandled }, { headers: STAFF_HEADERS });
});

/** "Mark as handled" (a form post, works without JavaScript); then back to the lead, which says so. */
export const staffLeadAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const id = leadId(args);
  if (form.get('intent') !== 'handled') throw data(null, { status: 400, headers: STAFF_HEADERS });
  const res = await bo.send('staff.leads.handled', { params: { id } });
  if (res.ok) throw redirect(`${urls.staffLead(locale, id)}?handled=1`, { headers: STAFF_HEADERS });
  if (res.status === 404 || res.status === 403)
    throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  throw new BackofficeUnavailable();
});

/**
 * /staff/leads/{id}/files/{fileId}: an attachment streamed from the back office with its type, name and
 * Content-Disposition (a resource route: its own no-store headers, on its 404 too).
 */
export const staffLeadFileLoader = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const notFound = () => data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  const id = parseId(args.params.id);
  const fileId = parseId(args.params.fileId);
  if (id === null || fileId === null || id > MAX_ID || fileId > MAX_ID) throw notFound();
  const res = await bo.stream('staff.leads.file', { params: { id, fileId } });
  if (res.status === 503) throw new BackofficeUnavailable();
  if (!res.ok || !res.body) throw notFound();
  const headers = new Headers(STAFF_HEADERS);
  for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(res.body, { status: 200, headers });
});
