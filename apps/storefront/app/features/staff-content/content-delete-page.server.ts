import type { ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { deleteContent, getContent } from './content-calls.server';
import { contentIdOf, kindOf } from './content-edit-page.server';

/** /staff/content/{kind}/{id}/delete: the deletion's question as a page (the edit page's dialog without JavaScript). */
export const loadStaffContentDeletePage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const kind = kindOf(args);
  const id = contentIdOf(args);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  const record = await getContent(bo, kind, id);
  return data({ kind, id, label: record.label }, { headers: STAFF_HEADERS });
});

/** Deletes the record (recorded in the staff actions log by the back office) and goes back to its kind's list. */
export const staffContentDeleteAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const kind = kindOf(args);
  const id = contentIdOf(args);
  const headers = STAFF_HEADERS;
  const form = await readForm(args.request);
  if (id === null || form.get('intent') !== 'delete') throw data(null, { status: 400, headers });
  const res = await deleteContent(bo, kind, id);
  if (res.ok)
    throw redirect(urls.staffContent(locale, `?${kind === 'pages' ? '' : `kind=${kind}&`}deleted=1`), {
      headers,
    });
  if (res.status === 404 || res.status === 403) throw data({ reason: 'not_found' }, { status: 404, headers });
  if (res.status === 503) throw new BackofficeUnavailable();
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return data({ error: body?.message ?? null }, { status: res.status >= 500 ? 503 : res.status, headers });
});
