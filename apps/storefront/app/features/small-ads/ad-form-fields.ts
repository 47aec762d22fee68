import {
  checkSmallAdAttachment,
  formatDayMonthYear,
  SMALL_AD_BODY_MAX,
  SMALL_AD_FIELDS,
  SMALL_AD_FILE_MAX_BYTES,
  SMALL_AD_SHORT_TEXT_MAX,
  type SmallAdAttachmentProblem,
  type SmallAdField,
  type SmallAdFieldProblem,
  type SmallAdFormValue,
} from '@vetshop/domain';
import type { MessageKey } from '../../i18n';

/**
 * The small-ad form between the page and the back office: what was typed (kept as typed, to be shown again
 * whatever happens), the domain's problem codes worded in the reader's language, and the call's parameters.
 */
export type SmallAdValues = Record<SmallAdField, string>;

export const EMPTY_VALUES: SmallAdValues = Object.fromEntries(
  SMALL_AD_FIELDS.map((f) => [f, '']),
) as SmallAdValues;

/** What a field may hold when shown again: far above the rules' limits (they say "too long"), never unbounded. */
const KEPT_CHARS = 5_000;

/** The typed values of a posted form (a field missing from the post reads empty). */
export function valuesOfForm(form: FormData): SmallAdValues {
  const values = { ...EMPTY_VALUES };
  for (const field of SMALL_AD_FIELDS) {
    const raw = form.get(field);
    values[field] = typeof raw === 'string' ? raw.slice(0, KEPT_CHARS) : '';
  }
  return values;
}

/** The ad as the form shows it: its dates written dd/mm/yyyy. */
export function valuesOfAd(ad: {
  name: string;
  date_start: string;
  date_end: string;
  category: string;
  country_state_code: string;
  body: string;
  contact: string;
  phone: string;
  email: string;
}): SmallAdValues {
  return {
    name: ad.name,
    dateStart: formatDayMonthYear(ad.date_start),
    dateEnd: formatDayMonthYear(ad.date_end),
    category: ad.category,
    region: ad.country_state_code,
    body: ad.body,
    contact: ad.contact,
    phone: ad.phone,
    email: ad.email,
  };
}

/** The back office's parameters (doc 2 §7 "Small ads"): the checked value, dates as ISO days. */
export function parametersOf(value: SmallAdFormValue, fileDelete: boolean) {
  return {
    name: value.name,
    date_start: value.dateStart,
    date_end: value.dateEnd,
    category: value.category,
    country_state_code: value.region,
    body: value.body,
    contact: value.contact,
    phone: value.phone,
    email: value.email,
    ...(fileDelete ? { file_delete: true } : {}),
  };
}

/** A back-office parameter's name → the form's field (its 400 names the parameters). */
const PARAMETER_FIELDS: Record<string, SmallAdField> = {
  name: 'name',
  date_start: 'dateStart',
  date_end: 'dateEnd',
  category: 'category',
  country_state_code: 'region',
  body: 'body',
  contact: 'contact',
  phone: 'phone',
  email: 'email',
};

/** The field of a back-office error's `fields[].path` ('parameters.email', 'email', '/email'), if it is one. */
export function fieldOfParameter(path: string): SmallAdField | 'file' | null {
  const name = path.split(/[./]/).filter(Boolean).pop() ?? '';
  if (name === 'file' || name === 'file_delete') return 'file';
  return PARAMETER_FIELDS[name] ?? null;
}

/** A message and its parameters. */
export interface Said {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** A field's problem, worded for the field (spec doc 1 §5). */
export function problemMessage(field: SmallAdField, problem: SmallAdFieldProblem): Said {
  switch (problem) {
    case 'required':
      return { key: 'smallAds.problem.required' };
    case 'too_long':
      return field === 'body'
        ? { key: 'smallAds.problem.bodyTooLong', values: { max: SMALL_AD_BODY_MAX } }
        : { key: 'smallAds.problem.tooLong', values: { max: SMALL_AD_SHORT_TEXT_MAX } };
    case 'invalid_date':
      return { key: 'smallAds.problem.invalidDate' };
    case 'end_before_start':
      return { key: 'smallAds.problem.endBeforeStart' };
    case 'invalid':
      return field === 'email'
        ? { key: 'smallAds.problem.invalidEmail' }
        : field === 'region'
          ? { key: 'smallAds.problem.invalidRegion' }
          : { key: 'smallAds.problem.invalidCategory' };
  }
}

export const FILE_MAX_MB = Math.round(SMALL_AD_FILE_MAX_BYTES / (1024 * 1024));

/** Why the document was refused. */
export function attachmentMessage(problem: SmallAdAttachmentProblem): Said {
  switch (problem) {
    case 'empty':
      return { key: 'smallAds.file.empty' };
    case 'too_large':
      return { key: 'smallAds.file.tooLarge', values: { mb: FILE_MAX_MB } };
    case 'not_pdf':
      return { key: 'smallAds.file.notPdf' };
  }
}

/** Judges an uploaded file by its first bytes and its size (never its name or declared type). */
export async function checkUpload(file: Blob): Promise<SmallAdAttachmentProblem | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return checkSmallAdAttachment(head, file.size);
}

/** The posted file, when one was chosen (a form without a choice posts an empty, nameless part). */
export function uploadOf(form: FormData): File | null {
  const file = form.get('file');
  return file instanceof File && (file.size > 0 || file.name !== '') ? file : null;
}
