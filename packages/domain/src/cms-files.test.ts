import { describe, expect, it } from 'vitest';
import { CMS_IMAGE_MAX_BYTES, CMS_PDF_MAX_BYTES, checkCmsUpload, sniffCmsFileType } from './cms-files';

const bytes = (head: number[] | string, size = 64): Uint8Array => {
  const out = new Uint8Array(size);
  const h = typeof head === 'string' ? [...head].map((c) => c.charCodeAt(0)) : head;
  out.set(h);
  return out;
};

describe('sniffCmsFileType', () => {
  it('knows PNG, JPEG, GIF, WebP and PDF by their first bytes', () => {
    expect(sniffCmsFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffCmsFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffCmsFileType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffCmsFileType(bytes('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffCmsFileType(bytes('%PDF-1.7'))).toBe('application/pdf');
  });
  it('refuses anything else, whatever its name would say', () => {
    expect(sniffCmsFileType(bytes('<!doctype html><script>'))).toBeNull();
    expect(sniffCmsFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffCmsFileType(bytes('RIFF\x00\x00\x00\x00WAVE'))).toBeNull();
    expect(sniffCmsFileType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('checkCmsUpload', () => {
  it('accepts an image up to 2 MB and a PDF up to 10 MB', () => {
    expect(checkCmsUpload(bytes([0xff, 0xd8, 0xff], CMS_IMAGE_MAX_BYTES))).toEqual({
      ok: true,
      contentType: 'image/jpeg',
    });
    expect(checkCmsUpload(bytes('%PDF-', CMS_PDF_MAX_BYTES)).ok).toBe(true);
  });
  it('refuses a larger file with its limit, an empty one and an unknown type', () => {
    expect(checkCmsUpload(bytes([0xff, 0xd8, 0xff], CMS_IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'too_large',
      maxBytes: CMS_IMAGE_MAX_BYTES,
    });
    expect(checkCmsUpload(bytes('%PDF-', CMS_PDF_MAX_BYTES + 1))).toMatchObject({ problem: 'too_large' });
    expect(checkCmsUpload(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    expect(checkCmsUpload(bytes('hello'))).toEqual({ ok: false, problem: 'unsupported' });
  });
});
