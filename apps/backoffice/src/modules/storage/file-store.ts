import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A stored file as it is read back: its bytes and the type it was stored with (already checked by its writer). */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  size: number;
}

/**
 * Files kept outside the database (small-ad PDFs, content images, contact attachments). The caller keeps the key with
 * the record, plus the original name and size it wants to show; the store knows only bytes and a content type.
 * A local folder by default; an S3-compatible store is another implementation of the same three calls.
 */
export interface FileStore {
  /** Stores the bytes under a new opaque key (never derived from a user's file name) and returns the key. */
  put(bytes: Uint8Array, contentType: string): Promise<string>;
  /** The file, or null when the key is unknown or malformed (a caller answers 404). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; an unknown key is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
}

/** 32 hex characters: a key read back from a request is checked against this before it reaches the file system. */
const KEY = /^[0-9a-f]{32}$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * Files under `dir`, fanned out by the key's first two characters (no folder with a million entries). Each file has a
 * sidecar `.type` holding its content type. Writes go to a temporary name first and are renamed into place, so a
 * reader never sees half a file.
 */
export function localFileStore(dir: string): FileStore {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);
  return {
    async put(bytes, contentType) {
      const key = randomBytes(16).toString('hex');
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      await writeFile(`${path}.type.tmp`, contentType);
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.type.tmp`, `${path}.type`);
      await rename(`${path}.tmp`, path);
      return key;
    },
    async get(key) {
      if (!isFileKey(key)) return null;
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { bytes, contentType, size: bytes.byteLength };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isFileKey(key)) return;
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
  };
}
