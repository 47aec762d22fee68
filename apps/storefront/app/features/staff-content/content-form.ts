import type {
  CmsAdvertisementInput,
  CmsBannerInput,
  CmsNewsInput,
  CmsPageInput,
  CmsSnippetInput,
} from '@vetshop/contract';
import { isIsoDate, type Locale } from '@vetshop/domain';
import {
  AD_SLOTS,
  BANNER_TYPES,
  BANNER_VISIBILITIES,
  FILE_FIELDS,
  LANGUAGES,
  LIMITS,
  PAGE_SLOTS,
  TRANSLATION_FIELDS,
  type ContentKind,
  type FileField,
  type TranslationField,
} from './content-kinds';

/**
 * The edit form as plain data: every field as typed (strings by field name — `fr.title`, `group`, `image`…), so
 * that a refused save, a preview or an upload error shows the form again exactly as it was; the check turns them
 * into the back office's body or per-field problems.
 */
export type ContentValues = Readonly<Record<string, string>>;

export type ProblemCode =
  | 'required'
  | 'too_long'
  | 'invalid_date'
  | 'end_before_start'
  | 'invalid_slug'
  | 'invalid_code'
  | 'invalid_number'
  | 'invalid_url';
export interface Problem {
  code: ProblemCode;
  max?: number;
  min?: number;
}
export type Problems = Readonly<Record<string, Problem>>;

export const textName = (lang: Locale, field: TranslationField) => `${lang}.${field}`;
/** The hidden fields keeping a file field's current upload (key, and its name to show). */
export const fileNames = (f: FileField) => ({
  key: f,
  name: `${f}_name`,
  upload: `${f}_upload`,
  remove: `${f}_remove`,
});

/** The fields of a kind besides its texts and files. */
const SETTINGS: Readonly<Record<ContentKind, readonly string[]>> = {
  pages: ['group', 'slots', 'sequence'],
  news: ['date'],
  snippets: ['code'],
  banners: ['type', 'visibility'],
  advertisements: ['name', 'display_slot', 'display_time', 'site_url'],
};
const PUBLICATION = ['published', 'date_start', 'date_end'] as const;

/** Every field name of a kind's form, in order. */
export function fieldNames(kind: ContentKind): string[] {
  return [
    ...LANGUAGES.flatMap((l) => TRANSLATION_FIELDS[kind].map((f) => textName(l, f))),
    ...SETTINGS[kind],
    ...FILE_FIELDS[kind].flatMap((f) => [fileNames(f).key, fileNames(f).name]),
    ...PUBLICATION,
  ];
}

/** A new content's form: the spec's defaults (slot bottom_right, display time -1), news dated today. */
export function emptyValues(kind: ContentKind, today: string): ContentValues {
  const values: Record<string, string> = Object.fromEntries(fieldNames(kind).map((n) => [n, '']));
  if (kind === 'pages') Object.assign(values, { slots: 'none', sequence: '0' });
  if (kind === 'news') values.date = today;
  if (kind === 'banners') Object.assign(values, { type: 'info', visibility: 'all' });
  if (kind === 'advertisements') Object.assign(values, { display_slot: 'bottom_right', display_time: '-1' });
  return values;
}

/** What the form posted, every field as a string ('' when absent; the published box is 'on' when ticked). */
export function readValues(
  kind: ContentKind,
  get: (name: string) => FormDataEntryValue | null,
): ContentValues {
  return Object.fromEntries(
    fieldNames(kind).map((n) => {
      const v = get(n);
      return [n, typeof v === 'string' ? v.replace(/\r\n/g, '\n') : ''];
    }),
  );
}

/** A record as the back office answers it, in the form's shape. */
export function valuesOf(
  kind: ContentKind,
  record: {
    translations: Partial<Record<Locale, Partial<Record<TranslationField, string | undefined>>>>;
    published?: boolean;
    date_start?: string | null;
    date_end?: string | null;
    files?: Readonly<Record<string, { name: string }>>;
  } & Readonly<Record<string, unknown>>,
): ContentValues {
  const values: Record<string, string> = {};
  for (const l of LANGUAGES)
    for (const f of TRANSLATION_FIELDS[kind]) values[textName(l, f)] = record.translations[l]?.[f] ?? '';
  for (const s of SETTINGS[kind]) {
    const v = record[s];
    values[s] = v === null || v === undefined ? '' : String(v);
  }
  for (const f of FILE_FIELDS[kind]) {
    const key = typeof record[f] === 'string' ? (record[f] as string) : '';
    values[fileNames(f).key] = key;
    values[fileNames(f).name] = key ? (record.files?.[key]?.name ?? key) : '';
  }
  values.published = record.published ? 'on' : '';
  values.date_start = record.date_start ?? '';
  values.date_end = record.date_end ?? '';
  return values;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE = /^[a-z0-9_]+$/;
const length = (s: string) => [...s].length;

export type ContentInput =
  | { kind: 'pages'; body: CmsPageInput }
  | { kind: 'news'; body: CmsNewsInput }
  | { kind: 'snippets'; body: CmsSnippetInput }
  | { kind: 'banners'; body: CmsBannerInput }
  | { kind: 'advertisements'; body: CmsAdvertisementInput };

/**
 * The form checked as the back office will (required fields, lengths in characters, slugs, codes, real dates, the
 * window's order, numbers, the site address): the body of the kind's create/update call, or the problems by field.
 */
export function checkValues(
  kind: ContentKind,
  values: ContentValues,
): { ok: true; input: ContentInput } | { ok: false; problems: Problems } {
  const problems: Record<string, Problem> = {};
  const v = (n: string) => (values[n] ?? '').trim();
  const text = (n: string, max: number, required = false): string => {
    const s = v(n);
    if (required && s === '') problems[n] = { code: 'required' };
    else if (length(s) > max) problems[n] = { code: 'too_long', max };
    return s;
  };
  const html = (n: string, required = false): string => {
    const s = values[n] ?? '';
    if (required && s.trim() === '') problems[n] = { code: 'required' };
    else if (s.length > LIMITS.html) problems[n] = { code: 'too_long', max: LIMITS.html };
    return s;
  };
  const pattern = (n: string, re: RegExp, max: number, code: ProblemCode): string => {
    const s = text(n, max, true);
    if (!problems[n] && !re.test(s)) problems[n] = { code };
    return s;
  };
  const day = (n: string, required = false): string | null => {
    const s = v(n);
    if (s === '') {
      if (required) problems[n] = { code: 'required' };
      return null;
    }
    if (!isIsoDate(s)) problems[n] = { code: 'invalid_date' };
    return s;
  };
  const integer = (n: string, min: number, max: number): number => {
    const s = v(n);
    const i = /^-?\d{1,6}$/.test(s) ? Number(s) : NaN;
    if (!(i >= min && i <= max)) problems[n] = { code: 'invalid_number', min, max };
    return i;
  };
  const oneOf = <T extends string>(n: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly string[]).includes(v(n)) ? (v(n) as T) : fallback;
  const key = (n: FileField) => v(fileNames(n).key) || null;

  const translation = (l: Locale) => {
    const n = (f: TranslationField) => textName(l, f);
    return {
      title: text(n('title'), LIMITS.title, true),
      slug: pattern(n('slug'), SLUG, LIMITS.slug, 'invalid_slug'),
      content: html(n('content')),
      meta_title: text(n('meta_title'), LIMITS.title),
      meta_description: text(n('meta_description'), LIMITS.metaDescription),
    };
  };
  const perLocale = <T>(make: (l: Locale) => T) => ({ fr: make('fr'), nl: make('nl'), en: make('en') });

  const published = values.published === 'on' || values.published === 'true';
  const date_start = day('date_start');
  const date_end = day('date_end');
  if (date_start && date_end && !problems.date_start && !problems.date_end && date_end < date_start)
    problems.date_end = { code: 'end_before_start' };
  const publication = { published, date_start, date_end };

  let input: ContentInput;
  switch (kind) {
    case 'pages':
      input = {
        kind,
        body: {
          translations: perLocale(translation),
          group: text('group', LIMITS.group) || null,
          slots: oneOf('slots', PAGE_SLOTS, 'none'),
          sequence: integer('sequence', 0, 10_000),
          ...publication,
        },
      };
      break;
    case 'news':
      input = {
        kind,
        body: {
          translations: perLocale((l) => ({
            ...translation(l),
            foreword: text(textName(l, 'foreword'), LIMITS.foreword),
          })),
          date: day('date', true) ?? '',
          image: key('image'),
          thumbnail: key('thumbnail'),
          file: key('file'),
          ...publication,
        },
      };
      break;
    case 'snippets':
      input = {
        kind,
        body: {
          code: pattern('code', CODE, LIMITS.code, 'invalid_code'),
          translations: perLocale((l) => ({
            title: text(textName(l, 'title'), LIMITS.title),
            content: html(textName(l, 'content')),
          })),
          ...publication,
        },
      };
      break;
    case 'banners':
      input = {
        kind,
        body: {
          translations: perLocale((l) => ({ content: html(textName(l, 'content'), true) })),
          type: oneOf('type', BANNER_TYPES, 'info'),
          visibility: oneOf('visibility', BANNER_VISIBILITIES, 'all'),
          ...publication,
        },
      };
      break;
    case 'advertisements': {
      const site = text('site_url', LIMITS.siteUrl);
      if (site !== '' && !problems.site_url && !/^https?:\/\/\S+$/i.test(site))
        problems.site_url = { code: 'invalid_url' };
      input = {
        kind,
        body: {
          name: text('name', LIMITS.title, true),
          translations: perLocale((l) => ({ title: text(textName(l, 'title'), LIMITS.title) })),
          display_slot: oneOf('display_slot', AD_SLOTS, 'bottom_right'),
          display_time: integer('display_time', -1, 3_600),
          site_url: site || null,
          image: key('image'),
          file: key('file'),
          ...publication,
        },
      };
      break;
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, input };
}
