import { SMALL_AD_BODY_MAX } from './constants';
import { isIsoDate, type IsoDate } from './dates';
import { SMALL_AD_CATEGORIES, SMALL_AD_REGIONS, type SmallAdCategory, type SmallAdRegion } from './enums';

/**
 * The small-ad form's rules (spec doc 1 §5): every field required except the document; body at most
 * SMALL_AD_BODY_MAX characters with a remaining counter; dates dd/mm/yyyy; attachment PDF only. The answer is
 * per-field problem codes, never texts: the storefront words them in fr/nl/en, the back office in its error body.
 * The fields are the parameters of doc 2 §7 "Small ads" (country_state_code is `region` here).
 */
export const SMALL_AD_FIELDS = [
  'name',
  'dateStart',
  'dateEnd',
  'category',
  'region',
  'body',
  'contact',
  'phone',
  'email',
] as const;
export type SmallAdField = (typeof SMALL_AD_FIELDS)[number];

/** Ours, not the spec's: the longest title, contact, phone and e-mail (the body has its own limit). */
export const SMALL_AD_SHORT_TEXT_MAX = 200;

export type SmallAdFieldProblem =
  | 'required'
  | 'too_long'
  /** Not a real day written dd/mm/yyyy (31/02/2026, 2026-02-01, 1/2/26). */
  | 'invalid_date'
  /** The end day is before the start day. */
  | 'end_before_start'
  /** Not one of the list's codes (category, region), or not an e-mail address. */
  | 'invalid';

/** What the form sends: raw text, as typed (a select's code for category and region). */
export type SmallAdFormInput = Partial<Record<SmallAdField, string | null>>;

export interface SmallAdFormValue {
  name: string;
  dateStart: IsoDate;
  dateEnd: IsoDate;
  category: SmallAdCategory;
  region: SmallAdRegion;
  body: string;
  contact: string;
  phone: string;
  email: string;
}

export type SmallAdFormResult =
  | { ok: true; value: SmallAdFormValue }
  | { ok: false; problems: Partial<Record<SmallAdField, SmallAdFieldProblem>> };

/** Characters left for the body's counter; negative when over the limit (the counter shows it in red). */
export function smallAdBodyRemaining(body: string): number {
  return SMALL_AD_BODY_MAX - [...body].length;
}

const DAY_MONTH_YEAR_RE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day written dd/mm/yyyy (two-digit day and month, four-digit year) as 'YYYY-MM-DD'; null if not a real day. */
export function parseDayMonthYear(text: string): IsoDate | null {
  const m = DAY_MONTH_YEAR_RE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' as dd/mm/yyyy, to fill the form back in when an ad is edited. */
export function formatDayMonthYear(day: IsoDate): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

// A plausible address, not RFC 5322: one @, no spaces, a dot in the domain. The author's mail client does the rest.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Checks the whole form; every problem at once so the page marks each field (and keeps what was typed). */
export function validateSmallAdForm(input: SmallAdFormInput): SmallAdFormResult {
  const problems: Partial<Record<SmallAdField, SmallAdFieldProblem>> = {};
  const text = (field: SmallAdField): string => (input[field] ?? '').trim();
  for (const field of SMALL_AD_FIELDS) {
    if (text(field) === '') problems[field] = 'required';
  }

  for (const field of ['name', 'contact', 'phone', 'email'] as const) {
    if (!problems[field] && [...text(field)].length > SMALL_AD_SHORT_TEXT_MAX) problems[field] = 'too_long';
  }
  if (!problems.body && smallAdBodyRemaining(text('body')) < 0) problems.body = 'too_long';
  if (!problems.email && !EMAIL_RE.test(text('email'))) problems.email = 'invalid';
  if (!problems.category && !isOneOf(SMALL_AD_CATEGORIES, text('category'))) problems.category = 'invalid';
  if (!problems.region && !isOneOf(SMALL_AD_REGIONS, text('region'))) problems.region = 'invalid';

  const dateStart = problems.dateStart ? null : parseDayMonthYear(text('dateStart'));
  const dateEnd = problems.dateEnd ? null : parseDayMonthYear(text('dateEnd'));
  if (!problems.dateStart && dateStart === null) problems.dateStart = 'invalid_date';
  if (!problems.dateEnd && dateEnd === null) problems.dateEnd = 'invalid_date';
  if (dateStart !== null && dateEnd !== null && dateEnd < dateStart) problems.dateEnd = 'end_before_start';

  const category = text('category');
  const region = text('region');
  if (
    Object.keys(problems).length > 0 ||
    dateStart === null ||
    dateEnd === null ||
    !isOneOf(SMALL_AD_CATEGORIES, category) ||
    !isOneOf(SMALL_AD_REGIONS, region)
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      name: text('name'),
      dateStart,
      dateEnd,
      category,
      region,
      body: text('body'),
      contact: text('contact'),
      phone: text('phone'),
      email: text('email'),
    },
  };
}

/** Ours, not the spec's: the largest attachment (5 MB); the back office refuses bigger uploads. */
export const SMALL_AD_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Every PDF starts with these bytes ('%PDF-'); the file's name and declared type are not trusted. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

export type SmallAdAttachmentProblem = 'empty' | 'too_large' | 'not_pdf';

/**
 * Whether an upload may be the ad's document: judged by its first bytes (`head`, at least the first five) and
 * its size in bytes, so a renamed image or an oversized PDF is refused. null when accepted.
 */
export function checkSmallAdAttachment(
  head: Uint8Array,
  size: number,
  maxBytes: number = SMALL_AD_FILE_MAX_BYTES,
): SmallAdAttachmentProblem | null {
  if (size <= 0 || head.length === 0) return 'empty';
  if (size > maxBytes) return 'too_large';
  const isPdf = PDF_MAGIC.every((byte, i) => head[i] === byte);
  return isPdf ? null : 'not_pdf';
}

/**
 * What becomes of the ad's document on save (doc 2 §7: update_set_to_draft carries `file_delete`): a new upload
 * replaces it, `file_delete` without one removes it, otherwise it stays (none stays none).
 */
export function attachmentOnSave(
  hasDocument: boolean,
  upload: boolean,
  fileDelete: boolean,
): 'replace' | 'remove' | 'keep' | 'none' {
  if (upload) return 'replace';
  if (!hasDocument) return 'none';
  return fileDelete ? 'remove' : 'keep';
}
