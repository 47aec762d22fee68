import { MAX_ID, type ErrorBody } from '@vetshop/contract';
import { todayIso, type Locale } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { formOf, readAtMost } from '../../lib/body-limit.server';
import { assertSameOrigin, mediaType } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { getContent, saveContent, uploadFile } from './content-calls.server';
import {
  checkValues,
  emptyValues,
  fileNames,
  readValues,
  type ContentValues,
  type Problems,
} from './content-form';
import { FILE_FIELDS, isContentKind, LANGUAGES, LIMITS, type ContentKind } from './content-kinds';

const notFound = () => data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });

export function kindOf(args: RouteArgs): ContentKind {
  const kind = args.params.kind;
  if (!isContentKind(kind)) throw notFound();
  return kind;
}

/** The record's id of /staff/content/{kind}/{id}; null on /new. */
export function contentIdOf(args: RouteArgs): number | null {
  if (args.params.id === undefined) return null;
  const id = parseId(args.params.id);
  // Beyond the back office's ids (PostgreSQL integer): a record that cannot exist.
  if (id === null || id > MAX_ID) throw notFound();
  return id;
}

/**
 * /staff/content/{kind}/new and /staff/content/{kind}/{id}: the edit form, empty (the spec's defaults) or with the
 * record as saved, its history, whether buyers see it today, and the outcome of the save that led here.
 */
export const loadStaffContentEditPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const kind = kindOf(args);
  const id = contentIdOf(args);
  const record = id === null ? null : await getContent(bo, kind, id);
  const saved = new URL(args.request.url).searchParams.get('saved');
  return data(
    {
      kind,
      record,
      values: record?.values ?? emptyValues(kind, todayIso()),
      notice: saved === 'created' || saved === 'updated' ? saved : null,
    },
    { headers: STAFF_HEADERS },
  );
});

/** Room for the news item's image, thumbnail and PDF at their limits, with the texts and the multipart framing. */
const CONTENT_FORM_LIMIT = (2 * LIMITS.imageMb + LIMITS.pdfMb + 2) * 1024 * 1024;
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The posted form, files included (multipart), read up to CONTENT_FORM_LIMIT; 'too_large' beyond. */
async function readContentForm(request: Request): Promise<FormData | 'too_large'> {
  assertSameOrigin(request);
  if (!FORM_TYPES.has(mediaType(request))) throw data({ reason: 'not_a_form' }, { status: 415 });
  const body = await readAtMost(request, CONTENT_FORM_LIMIT);
  if (body === 'too_large') return 'too_large';
  try {
    return await formOf(request, body);
  } catch {
    throw data({ reason: 'not_a_form' }, { status: 400 });
  }
}

/** What the form gets back when nothing was saved: everything as typed, and why. */
export interface ContentActionData {
  values: ContentValues;
  problems?: Problems;
  /** A file field's refusal, in the staff member's language (the back office's message). */
  fileErrors?: Readonly<Record<string, string>>;
  /** The back office's refusal of the save (its message, localised). */
  error?: string | null;
  tooLarge?: boolean;
  preview?: { lang: Locale; html: string };
}

async function messageOf(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return body?.message ?? null;
}

/**
 * Saves (intent=save: the files sent with the form uploaded first, then the record created or updated) or shows
 * the preview of one language's content (intent=preview:{lang}: the back office's sanitised HTML). Nothing typed
 * is ever lost: a refusal answers the form's values with the problems, per field where it can.
 */
export const staffContentAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const kind = kindOf(args);
  const id = contentIdOf(args);
  const headers = STAFF_HEADERS;
  const form = await readContentForm(args.request);
  if (form === 'too_large')
    return data({ values: emptyValues(kind, todayIso()), tooLarge: true } satisfies ContentActionData, {
      status: 413,
      headers,
    });
  const intent = String(form.get('intent') ?? '');
  const values: Record<string, string> = { ...readValues(kind, (n) => form.get(n)) };

  const previewLang = LANGUAGES.find((l) => intent === `preview:${l}`);
  if (previewLang) {
    const html = values[`${previewLang}.content`] ?? '';
    const res = await bo.send('staff.cms.preview', { body: { html: html.slice(0, LIMITS.html) } });
    if (res.status === 503) throw new BackofficeUnavailable();
    if (!res.ok)
      return data({ values, error: await messageOf(res) } satisfies ContentActionData, {
        status: res.status >= 500 ? 503 : res.status,
        headers,
      });
    const preview = (await res.json()) as { html: string };
    return data({ values, preview: { lang: previewLang, html: preview.html } } satisfies ContentActionData, {
      headers,
    });
  }
  if (intent !== 'save') throw data(null, { status: 400, headers });

  // Check the texts before sending any file: a form refused for a missing title uploads nothing.
  const first = checkValues(kind, values);
  if (!first.ok)
    return data({ values, problems: first.problems } satisfies ContentActionData, { status: 400, headers });

  const fileErrors: Record<string, string> = {};
  for (const f of FILE_FIELDS[kind]) {
    const n = fileNames(f);
    if (form.get(n.remove) === 'on') {
      values[n.key] = '';
      values[n.name] = '';
    }
    const file = form.get(n.upload);
    if (!(file instanceof File) || file.size === 0) continue;
    const sent = await uploadFile(bo, file);
    if (sent.ok) {
      values[n.key] = sent.upload.key;
      values[n.name] = sent.upload.name;
    } else if (sent.res.status === 503) throw new BackofficeUnavailable();
    else fileErrors[f] = (await messageOf(sent.res)) ?? '';
  }
  if (Object.keys(fileErrors).length > 0)
    return data({ values, fileErrors } satisfies ContentActionData, { status: 400, headers });

  const checked = checkValues(kind, values);
  if (!checked.ok)
    return data({ values, problems: checked.problems } satisfies ContentActionData, { status: 400, headers });
  const res = await saveContent(bo, checked.input, id);
  if (res.ok) {
    const saved = (await res.json()) as { id: number };
    throw redirect(
      `${urls.staffContentItem(locale, kind, saved.id)}?saved=${id === null ? 'created' : 'updated'}`,
      {
        headers,
      },
    );
  }
  if (res.status === 404 || res.status === 403) throw notFound();
  if (res.status === 503) throw new BackofficeUnavailable();
  return data({ values, error: await messageOf(res) } satisfies ContentActionData, {
    status: res.status >= 500 ? 503 : res.status,
    headers,
  });
});
