import type { CmsStaffList, CmsStaffListQuery, CmsUpload } from '@vetshop/contract';
import type { BackofficeClient } from '../../lib/backoffice.server';
import type { StaffHistoryEntry } from '../staff';
import { valuesOf, type ContentInput, type ContentValues } from './content-form';
import type { ContentKind } from './content-kinds';
import type { PickedImage } from './image-picker';

/**
 * The back office's content calls for one kind. The staff API has one endpoint per kind (each typed exactly by the
 * contract); these switches keep that typing and give the pages one shape whatever the kind.
 */

export function listContent(
  bo: BackofficeClient,
  kind: ContentKind,
  query: Partial<CmsStaffListQuery>,
): Promise<CmsStaffList> {
  switch (kind) {
    case 'pages':
      return bo.call('staff.cms.pages.list', { query });
    case 'news':
      return bo.call('staff.cms.news.list', { query });
    case 'snippets':
      return bo.call('staff.cms.snippets.list', { query });
    case 'banners':
      return bo.call('staff.cms.banners.list', { query });
    case 'advertisements':
      return bo.call('staff.cms.advertisements.list', { query });
  }
}

/** One record as the edit form shows it. */
export interface ContentRecord {
  id: number;
  values: ContentValues;
  /** What names it in titles and the deletion's question (French title, code, name, banner's first words). */
  label: string;
  live: boolean;
  updated_at: string;
  history: StaffHistoryEntry[];
  /** Its uploaded images (offered by the editor's image dialog). */
  images: PickedImage[];
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

const imagesOf = (files: Readonly<Record<string, CmsUpload>> | undefined): PickedImage[] =>
  Object.values(files ?? {})
    .filter((f) => f.content_type.startsWith('image/'))
    .map((f) => ({ key: f.key, url: f.url, name: f.name }));

export async function getContent(
  bo: BackofficeClient,
  kind: ContentKind,
  id: number,
): Promise<ContentRecord> {
  const params = { id };
  const common = (r: { id: number; live: boolean; updated_at: string; history: StaffHistoryEntry[] }) => ({
    id: r.id,
    live: r.live,
    updated_at: r.updated_at,
    history: r.history,
  });
  switch (kind) {
    case 'pages': {
      const r = await bo.call('staff.cms.pages.get', { params });
      return { ...common(r), values: valuesOf(kind, r), label: r.translations.fr.title, images: [] };
    }
    case 'news': {
      const r = await bo.call('staff.cms.news.get', { params });
      return {
        ...common(r),
        values: valuesOf(kind, r),
        label: r.translations.fr.title,
        images: imagesOf(r.files),
      };
    }
    case 'snippets': {
      const r = await bo.call('staff.cms.snippets.get', { params });
      return { ...common(r), values: valuesOf(kind, r), label: r.code, images: [] };
    }
    case 'banners': {
      const r = await bo.call('staff.cms.banners.get', { params });
      return {
        ...common(r),
        values: valuesOf(kind, r),
        label: textOf(r.translations.fr.content),
        images: [],
      };
    }
    case 'advertisements': {
      const r = await bo.call('staff.cms.advertisements.get', { params });
      return { ...common(r), values: valuesOf(kind, r), label: r.name, images: imagesOf(r.files) };
    }
  }
}

/** Creates (id null) or updates a record; the raw answer (the caller reads the new id or the refusal). */
export function saveContent(bo: BackofficeClient, input: ContentInput, id: number | null): Promise<Response> {
  switch (input.kind) {
    case 'pages':
      return id === null
        ? bo.send('staff.cms.pages.create', { body: input.body })
        : bo.send('staff.cms.pages.update', { params: { id }, body: input.body });
    case 'news':
      return id === null
        ? bo.send('staff.cms.news.create', { body: input.body })
        : bo.send('staff.cms.news.update', { params: { id }, body: input.body });
    case 'snippets':
      return id === null
        ? bo.send('staff.cms.snippets.create', { body: input.body })
        : bo.send('staff.cms.snippets.update', { params: { id }, body: input.body });
    case 'banners':
      return id === null
        ? bo.send('staff.cms.banners.create', { body: input.body })
        : bo.send('staff.cms.banners.update', { params: { id }, body: input.body });
    case 'advertisements':
      return id === null
        ? bo.send('staff.cms.advertisements.create', { body: input.body })
        : bo.send('staff.cms.advertisements.update', { params: { id }, body: input.body });
  }
}

export function deleteContent(bo: BackofficeClient, kind: ContentKind, id: number): Promise<Response> {
  const params = { id };
  switch (kind) {
    case 'pages':
      return bo.send('staff.cms.pages.delete', { params });
    case 'news':
      return bo.send('staff.cms.news.delete', { params });
    case 'snippets':
      return bo.send('staff.cms.snippets.delete', { params });
    case 'banners':
      return bo.send('staff.cms.banners.delete', { params });
    case 'advertisements':
      return bo.send('staff.cms.advertisements.delete', { params });
  }
}

/** Uploads one file (checked by the back office by its bytes and size): the upload, or the raw refusal. */
export async function uploadFile(
  bo: BackofficeClient,
  file: File,
): Promise<{ ok: true; upload: CmsUpload } | { ok: false; res: Response }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await bo.send('staff.cms.upload', { body });
  if (!res.ok) return { ok: false, res };
  return { ok: true, upload: (await res.json()) as CmsUpload };
}
