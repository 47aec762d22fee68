import { ORDER_IMPORT_DEFAULT_MAX_MB } from '@vetshop/domain';

/**
 * The browser's side of the CSV order import: the checks made before sending (the back office makes them again)
 * and the upload itself, with XMLHttpRequest because fetch cannot report upload progress.
 */

export const IMPORT_MAX_BYTES = ORDER_IMPORT_DEFAULT_MAX_MB * 1024 * 1024;

/** Why a chosen file is refused before it is sent, or null. */
export function checkImportFile(file: {
  name: string;
  size: number;
}): 'not_csv' | 'too_large' | 'empty' | null {
  if (!/\.csv$/i.test(file.name.trim())) return 'not_csv';
  if (file.size > IMPORT_MAX_BYTES) return 'too_large';
  if (file.size === 0) return 'empty';
  return null;
}

export type UploadOutcome =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; body: unknown }
  /** No answer (offline, the storefront down). */
  | { ok: false; status: 0; body: null };

/** Posts the file; `onProgress` gets the fraction sent (0…1). */
export function uploadImport(opts: {
  url: string;
  file: File;
  importUuid: string;
  locale: string;
  onProgress(fraction: number): void;
}): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('import_uuid', opts.importUuid);
    form.append('file', opts.file, opts.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', opts.url);
    xhr.setRequestHeader('Accept-Language', opts.locale);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, body: null });
    xhr.send(form);
  });
}
