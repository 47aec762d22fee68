import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStore, type FileStore } from './file-store';
import { contentDisposition } from './send-stored-file';

describe('localFileStore', () => {
  let dir: string;
  let store: FileStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vetshop-files-'));
    store = localFileStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads back what was put, with its type, under a new opaque key each time', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 hello');
    const a = await store.put(bytes, 'application/pdf');
    const b = await store.put(bytes, 'application/pdf');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    const file = await store.get(a);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.size).toBe(bytes.byteLength);
    expect(file?.bytes.toString()).toBe('%PDF-1.4 hello');
  });

  it('answers null for unknown or malformed keys, never touching paths outside its folder', async () => {
    expect(await store.get('0'.repeat(32))).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get('AB'.repeat(16))).toBeNull();
    await expect(store.delete('../x')).resolves.toBeUndefined();
  });

  it('deletes a file and its type; deleting twice is harmless', async () => {
    const key = await store.put(new Uint8Array([1, 2, 3]), 'image/png');
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await readdir(join(dir, key.slice(0, 2)))).toEqual([]);
  });
});

describe('contentDisposition', () => {
  it('keeps accented names in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Annonce été 2026.pdf')).toBe(
      `attachment; filename="Annonce_ete_2026.pdf"; filename*=UTF-8''Annonce%20%C3%A9t%C3%A9%202026.pdf`,
    );
  });
  it('drops quotes, slashes and control characters a name could use to break the header', () => {
    const header = contentDisposition('inline', 'a"b\\c/d\r\ne.pdf');
    expect(header).toBe(`inline; filename="abcde.pdf"; filename*=UTF-8''abcde.pdf`);
    expect(contentDisposition('inline', '"/"')).toContain('filename="file"');
  });
});
