import {
  CMS_LANGUAGES,
  type CmsKind,
  type CmsStaffList,
  type CmsStaffListQuery,
  type CmsUpload,
  type Locale,
} from '@vetshop/contract';
import { isValidOn, normalizeSlug, recordFileKeys } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordStaffAction, staffActionsOf } from '../staff';
import { deleteFileBytes, replaceFileRefs, type ErrorLog } from './file-refs';
import { KINDS, TRANSLATION_FIELD_NAMES, type BaseRow, type CmsInput, type TranslationCols } from './kinds';
import type { ContentChange, ContentChangeNotifier } from './purge';
import {
  deleteRecord,
  deleteTranslations,
  filesByKey,
  insertRecord,
  replaceTranslations,
  rowById,
  slugTaken,
  snippetCodeTaken,
  staffListPage,
  translationsOf,
  updateRecord,
  type FileRow,
  type TranslationRow,
} from './repository';
import { sanitizeCmsHtml } from './sanitize';

export const fileUrl = (key: string) => `/cms/files/${key}`;

export function uploadOf(row: FileRow): CmsUpload {
  return {
    key: row.key,
    url: fileUrl(row.key),
    name: row.name,
    size: row.size,
    content_type: row.contentType as CmsUpload['content_type'],
  };
}

const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  fr: { fr: 'français', nl: 'néerlandais', en: 'anglais' },
  nl: { fr: 'Frans', nl: 'Nederlands', en: 'Engels' },
  en: { fr: 'French', nl: 'Dutch', en: 'English' },
};

type Translations = Record<Locale, Record<string, string>>;

/** The validated input's texts made storable: slugs normalised, HTML sanitised, meta description within 255. */
function textsOf(kind: CmsKind, input: CmsInput): Record<Locale, TranslationCols> {
  const def = KINDS[kind];
  const given = input.translations as Translations;
  const out = {} as Record<Locale, TranslationCols>;
  for (const lang of CMS_LANGUAGES) {
    const t = given[lang] ?? {};
    const slug = def.slugs ? normalizeSlug(t.slug ?? '') : null;
    if (def.slugs && slug === '')
      throw new AppError(400, 'validation_failed', {}, [
        { path: `translations.${lang}.slug`, code: 'validation_failed' },
      ]);
    out[lang] = {
      title: (t.title ?? '').trim(),
      slug,
      content: sanitizeCmsHtml(t.content ?? ''),
      foreword: (t.foreword ?? '').trim(),
      metaTitle: (t.meta_title ?? '').trim(),
      metaDescription: (t.meta_description ?? '').trim(),
    };
  }
  return out;
}

async function checkUnique(
  ctx: AppContext,
  kind: CmsKind,
  texts: Record<Locale, TranslationCols>,
  input: CmsInput,
  locale: Locale,
  exceptId: number | null,
): Promise<void> {
  for (const lang of CMS_LANGUAGES) {
    const slug = texts[lang].slug;
    if (slug && (await slugTaken(ctx.db, kind, lang, slug, exceptId)))
      throw new AppError(409, 'cms_slug_taken', { slug, language: LANGUAGE_NAMES[locale][lang] });
  }
  if (kind === 'snippets') {
    const code = (input as { code: string }).code;
    if (await snippetCodeTaken(ctx.db, code, exceptId)) throw new AppError(409, 'cms_code_taken', { code });
  }
}

/** Each file the input names must be an upload of the right type (an image for an image, a PDF for a file). */
async function checkFiles(ctx: AppContext, kind: CmsKind, input: CmsInput): Promise<void> {
  const values = input as unknown as Record<string, string | null>;
  const def = KINDS[kind];
  const files = await filesByKey(
    ctx.db,
    def.files.map((f) => values[f.field]),
  );
  for (const { field, accepts } of def.files) {
    const key = values[field];
    if (!key) continue;
    const file = files.get(key);
    const ok =
      file &&
      (accepts === 'pdf' ? file.contentType === 'application/pdf' : file.contentType.startsWith('image/'));
    if (!ok) throw new AppError(400, 'cms_file_invalid', { field });
  }
}

/** The storefront paths that show a record (pages and news by slug; [] = any page, e.g. a banner). */
function pathsOf(
  kind: CmsKind,
  ...texts: (Partial<Record<Locale, { slug: string | null }>> | undefined)[]
): string[] {
  if (kind !== 'pages' && kind !== 'news') return [];
  const paths = new Set<string>();
  for (const lang of CMS_LANGUAGES) {
    if (kind === 'news') {
      paths.add(`/${lang}`);
      paths.add(`/${lang}/news`);
    }
    for (const t of texts) {
      const slug = t?.[lang]?.slug;
      if (slug) paths.add(`/${lang}/${kind === 'pages' ? 'page' : 'news'}/${slug}`);
    }
  }
  return [...paths];
}

async function detail(ctx: AppContext, kind: CmsKind, row: BaseRow): Promise<Record<string, unknown>> {
  const def = KINDS[kind];
  const byLang = (await translationsOf(ctx.db, kind, [row.id])).get(row.id) ?? {};
  const translations = {} as Record<Locale, Record<string, string>>;
  for (const lang of CMS_LANGUAGES) {
    const t = byLang[lang];
    translations[lang] = Object.fromEntries(
      def.translationFields.map((f) => [TRANSLATION_FIELD_NAMES[f], (t?.[f] as string | null) ?? '']),
    );
  }
  const fields = def.fields(row);
  const out: Record<string, unknown> = {
    id: row.id,
    translations,
    ...fields,
    published: row.published,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    live: row.published && isValidOn({ dateStart: row.dateStart, dateEnd: row.dateEnd }, ctx.today()),
    history: (await staffActionsOf(ctx.db, def.recordType, row.id)).map((a) => ({
      ...a,
      at: a.at.toISOString(),
    })),
  };
  if (def.files.length > 0) {
    const files = await filesByKey(
      ctx.db,
      def.files.map((f) => fields[f.field] as string | null),
    );
    out.files = Object.fromEntries([...files.values()].map((f) => [f.key, uploadOf(f)]));
  }
  return out;
}

export async function getForStaff(ctx: AppContext, kind: CmsKind, id: number) {
  const row = await rowById(ctx.db, KINDS[kind].table, id);
  if (!row) throw notFound();
  return detail(ctx, kind, row);
}

export async function listForStaff(
  ctx: AppContext,
  kind: CmsKind,
  query: CmsStaffListQuery,
): Promise<CmsStaffList> {
  const def = KINDS[kind];
  const today = ctx.today();
  const { total, rows } = await staffListPage(ctx.db, kind, query, today);
  const texts = await translationsOf(
    ctx.db,
    kind,
    rows.map((r) => r.id),
  );
  return {
    total,
    items: rows.map((row) => {
      const byLang = texts.get(row.id) ?? {};
      const fr = byLang.fr;
      const plain = (fr?.content ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return {
        id: row.id,
        kind,
        label: def.label?.(row) ?? (fr?.title || plain.slice(0, 80)),
        url_locales: def.slugs ? urlLocales(byLang) : null,
        published: row.published,
        live: row.published && isValidOn({ dateStart: row.dateStart, dateEnd: row.dateEnd }, today),
        date_start: row.dateStart,
        date_end: row.dateEnd,
        updated_at: row.updatedAt.toISOString(),
      };
    }),
  };
}

export const urlLocales = (byLang: Partial<Record<Locale, TranslationRow>>) => ({
  fr: byLang.fr?.slug ?? '',
  nl: byLang.nl?.slug ?? '',
  en: byLang.en?.slug ?? '',
});

interface Writer {
  userId: number;
  locale: Locale;
  notifier: ContentChangeNotifier;
  /** Where a failure to delete a file's bytes is logged (it never fails the staff's request). */
  log: ErrorLog;
}

/** The files a record's input uses: its file fields by name, and the keys of /cms/files URLs in its HTML. */
function usesOf(kind: CmsKind, input: CmsInput, texts: Record<Locale, TranslationCols>) {
  const values = input as unknown as Record<string, string | null | undefined>;
  const fields = KINDS[kind].files.flatMap(({ field }) => {
    const key = values[field];
    return key ? [{ field, key }] : [];
  });
  return {
    fields,
    inHtml: recordFileKeys(
      [],
      Object.values(texts).map((t) => t.content),
    ),
  };
}

/** Creates (id null) or replaces a record, its texts in every language, and records the staff action. */
export async function save(ctx: AppContext, kind: CmsKind, id: number | null, input: CmsInput, by: Writer) {
  const def = KINDS[kind];
  if (input.date_start && input.date_end && input.date_end < input.date_start)
    throw new AppError(400, 'validation_failed', {}, [{ path: 'date_end', code: 'validation_failed' }]);
  const texts = textsOf(kind, input);
  const before = id === null ? null : await rowById(ctx.db, def.table, id);
  if (id !== null && !before) throw notFound();
  const oldTexts = id === null ? undefined : (await translationsOf(ctx.db, kind, [id])).get(id);
  await checkUnique(ctx, kind, texts, input, by.locale, id);
  await checkFiles(ctx, kind, input);
  const columns = {
    ...def.columns(input),
    published: input.published,
    dateStart: input.date_start,
    dateEnd: input.date_end,
  };
  const uses = usesOf(kind, input, texts);
  const saved = await ctx.db.transaction(async (tx) => {
    let rowId: number;
    if (id === null) {
      rowId = await insertRecord(tx, def.table, columns);
    } else {
      await updateRecord(tx, def.table, id, { ...columns, updatedAt: ctx.now() });
      rowId = id;
    }
    await replaceTranslations(tx, kind, rowId, texts);
    // After the row's UPDATE (its lock): decision 019's order of locks.
    const unused = await replaceFileRefs(tx, kind, rowId, uses);
    await recordStaffAction(tx, {
      staffUserId: by.userId,
      recordType: def.recordType,
      recordId: rowId,
      action: id === null ? 'create' : 'update',
      detail: { published: input.published, date_start: input.date_start, date_end: input.date_end },
    });
    return { rowId, unused };
  });
  by.notifier.notify(change(kind, oldTexts, texts));
  await deleteFileBytes(ctx.files, saved.unused, by.log);
  return getForStaff(ctx, kind, saved.rowId);
}

export async function remove(ctx: AppContext, kind: CmsKind, id: number, by: Writer): Promise<void> {
  const def = KINDS[kind];
  const before = await rowById(ctx.db, def.table, id);
  if (!before) throw notFound();
  const oldTexts = (await translationsOf(ctx.db, kind, [id])).get(id);
  const unused = await ctx.db.transaction(async (tx) => {
    await deleteRecord(tx, def.table, id);
    await deleteTranslations(tx, kind, id);
    const files = await replaceFileRefs(tx, kind, id, { fields: [], inHtml: [] });
    await recordStaffAction(tx, {
      staffUserId: by.userId,
      recordType: def.recordType,
      recordId: id,
      action: 'delete',
    });
    return files;
  });
  by.notifier.notify(change(kind, oldTexts));
  await deleteFileBytes(ctx.files, unused, by.log);
}

function change(
  kind: CmsKind,
  ...texts: (Partial<Record<Locale, { slug: string | null }>> | undefined)[]
): ContentChange {
  return { kinds: [kind], paths: pathsOf(kind, ...texts) };
}
