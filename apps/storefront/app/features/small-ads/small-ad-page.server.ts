import { smallAdFormData, type ErrorBody, type SmallAd } from '@vetshop/contract';
import {
  validateSmallAdForm,
  type SmallAdAttachmentProblem,
  type SmallAdField,
  type SmallAdFieldProblem,
} from '@vetshop/domain';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable, type BackofficeClient } from '../../lib/backoffice.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  checkUpload,
  fieldOfParameter,
  parametersOf,
  uploadOf,
  valuesOfForm,
  type SmallAdValues,
} from './ad-form-fields';
import { readAdForm } from './ad-form.server';

function adId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  return id;
}

const DONE = ['created', 'saved', 'submitted'] as const;
export type SmallAdDone = (typeof DONE)[number];

/**
 * /account/smallads/{id}: the ad (another customer's unpublished ad is a 404 from the back office); the form
 * when it is the buyer's. `?done=` is set by the action after a change, so the page says it once.
 */
export const loadSmallAdPage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const ad: SmallAd = await bo.call('classifiedAds.get', { params: { id: adId(args) } });
  const doneRaw = new URL(args.request.url).searchParams.get('done');
  const done = DONE.find((d) => d === doneRaw) ?? null;
  return data({ ad, done }, { headers: cacheControl(user) });
});

/** /account/smallads/new: the empty form ('in creation'). */
export const loadNewSmallAdPage = page(async (args: RouteArgs) => {
  const { user } = await requireUser(args);
  return data({ ad: null, done: null }, { headers: cacheControl(user) });
});

/** Why an action did not go through, said above the form (the form keeps everything typed). */
export type SmallAdRefusal = 'invalid_transition' | 'not_found' | 'unavailable' | 'other';

export type SmallAdActionResult =
  | {
      kind: 'invalid';
      values: SmallAdValues;
      fileDelete: boolean;
      /** The domain's problems (checked here first). */
      problems: Partial<Record<SmallAdField, SmallAdFieldProblem>>;
      /** The back office's own words for a field it refused (its 400), in the buyer's language. */
      serverProblems: Partial<Record<SmallAdField | 'file', string>>;
      fileProblem: SmallAdAttachmentProblem | null;
      /** A file was chosen and not kept: it must be chosen again. */
      fileDropped: boolean;
      refusal: SmallAdRefusal | null;
      message: string | null;
    }
  | { kind: 'confirm-save'; values: SmallAdValues; fileDelete: boolean; fileDropped: boolean }
  | { kind: 'confirm-delete' }
  | { kind: 'refused'; refusal: SmallAdRefusal; message: string | null };

export const SMALL_AD_INTENTS = ['save', 'submit', 'delete'] as const;
type Intent = (typeof SMALL_AD_INTENTS)[number];
const isIntent = (v: FormDataEntryValue | null): v is Intent =>
  typeof v === 'string' && (SMALL_AD_INTENTS as readonly string[]).includes(v);

/** A refusal of the back office by its status (the back office's message, in the buyer's language, comes with it). */
function refusalOf(status: number): SmallAdRefusal {
  if (status === 409) return 'invalid_transition';
  if (status === 404 || status === 403) return 'not_found';
  if (status === 503) return 'unavailable';
  return 'other';
}

async function errorBodyOf(res: Response): Promise<ErrorBody | null> {
  return (await res.json().catch(() => null)) as ErrorBody | null;
}

/** /account/smallads/new: saves the first draft, then opens it. */
export const newSmallAdAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readAdForm(args.request);
  if (form.get('intent') !== 'save') return data({ reason: 'bad_request' }, { status: 400 });
  return save(bo, form, null, (id, done) => `${urls.smallAd(locale, id)}?done=${done}`);
});

/**
 * /account/smallads/{id}: save (update_set_to_draft; a published ad is asked about first, since saving hides
 * it), submit, delete (asked first: without JavaScript the answer is the confirmation step, with it a dialog
 * posts `confirmed=yes`).
 */
export const smallAdPageAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const id = adId(args);
  const form = await readAdForm(args.request);
  const intent = form.get('intent');
  if (!isIntent(intent)) return data({ reason: 'bad_request' }, { status: 400 });
  const confirmed = form.get('confirmed') === 'yes';
  const backTo = (adId: number, done: SmallAdDone) => `${urls.smallAd(locale, adId)}?done=${done}`;

  if (intent === 'save') {
    const current = await bo.call('classifiedAds.get', { params: { id } });
    if (!current.actions.edit) throw data({ reason: 'not_found' }, { status: 404 });
    return save(bo, form, current, backTo, confirmed);
  }
  if (intent === 'delete' && !confirmed) return { kind: 'confirm-delete' } satisfies SmallAdActionResult;
  const res =
    intent === 'submit'
      ? await bo.send('classifiedAds.submit', { params: { id } })
      : await bo.send('classifiedAds.delete', { params: { id } });
  if (res.ok) {
    if (intent === 'submit') throw redirect(backTo(id, 'submitted'));
    const name = String(form.get('name_shown') ?? '').slice(0, 80);
    throw redirect(`${urls.smallAds(locale)}?view=mine&deleted=${encodeURIComponent(name)}`);
  }
  if (res.status === 503) throw new BackofficeUnavailable();
  const body = await errorBodyOf(res);
  return data(
    {
      kind: 'refused',
      refusal: refusalOf(res.status),
      message: body?.message ?? null,
    } satisfies SmallAdActionResult,
    { status: res.status },
  );
});

/**
 * Checks the form with the domain's rules and the file by its bytes, then creates or updates the ad (multipart:
 * the parameters and the PDF). Anything refused comes back with every value typed; a file chosen is never kept
 * (a browser cannot be given it back), so the page says to choose it again.
 */
async function save(
  bo: BackofficeClient,
  form: FormData,
  current: SmallAd | null,
  backTo: (id: number, done: SmallAdDone) => string,
  confirmed = false,
) {
  const values = valuesOfForm(form);
  const upload = uploadOf(form);
  const fileDelete = form.get('file_delete') === 'on' && upload === null && Boolean(current?.file);
  const checked = validateSmallAdForm(values);
  const fileProblem = upload ? await checkUpload(upload) : null;
  const invalid = (extra: Partial<Extract<SmallAdActionResult, { kind: 'invalid' }>>, status: number) =>
    data(
      {
        kind: 'invalid',
        values,
        fileDelete,
        problems: checked.ok ? {} : checked.problems,
        serverProblems: {},
        fileProblem,
        fileDropped: upload !== null,
        refusal: null,
        message: null,
        ...extra,
      } satisfies SmallAdActionResult,
      { status },
    );
  if (!checked.ok || fileProblem) return invalid({}, 400);
  if (current?.state === 'published' && !confirmed)
    return {
      kind: 'confirm-save',
      values,
      fileDelete,
      fileDropped: upload !== null,
    } satisfies SmallAdActionResult;

  const body = smallAdFormData(parametersOf(checked.value, fileDelete), upload);
  const res = current
    ? await bo.send('classifiedAds.update', { params: { id: current.id }, body })
    : await bo.send('classifiedAds.create', { body });
  if (res.ok) {
    const ad = (await res.json()) as SmallAd;
    throw redirect(backTo(ad.id, current ? 'saved' : 'created'));
  }
  if (res.status === 503) throw new BackofficeUnavailable();
  if (res.status === 404 || res.status === 403) throw data({ reason: 'not_found' }, { status: 404 });
  const error = await errorBodyOf(res);
  // The back office refused the file (by its bytes or its size): said at the file's field.
  if (res.status === 413) return invalid({ fileProblem: 'too_large' }, 413);
  if (res.status === 415) return invalid({ fileProblem: 'not_pdf' }, 415);
  const serverProblems: Partial<Record<SmallAdField | 'file', string>> = {};
  for (const f of error?.fields ?? []) {
    const field = fieldOfParameter(f.path);
    if (field && !serverProblems[field]) serverProblems[field] = f.message;
  }
  const perField = Object.keys(serverProblems).length > 0;
  return invalid(
    {
      serverProblems,
      refusal: perField ? null : refusalOf(res.status),
      message: perField ? null : (error?.message ?? null),
    },
    res.status,
  );
}
