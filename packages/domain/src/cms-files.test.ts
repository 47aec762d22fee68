import { describe, expect, it } from 'vitest';
import {
  CMS_IMAGE_MAX_BYTES,
  CMS_PDF_MAX_BYTES,
  checkCmsUpload,
  imageDimensions,
  sniffCmsFileType,
} from './cms-files';

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

describe('imageDimensions', () => {
  const png = (w: number, h: number) =>
    Uint8Array.from([
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      ...'IHDR'.split('').map((c) => c.charCodeAt(0)),
      ...[
        w >>> 24,
        (w >>> 16) & 255,
        (w >>> 8) & 255,
        w & 255,
        h >>> 24,
        (h >>> 16) & 255,
        (h >>> 8) & 255,
        h & 255,
      ],
      ...[8, 2, 0, 0, 0],
    ]);
  // SOI, an APP0 segment, a Huffman table (DHT, skipped although it is a 0xC4 marker), then a progressive frame.
  const jpeg = Uint8Array.from([
    ...[
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...'JFIF'.split('').map((c) => c.charCodeAt(0)),
      0,
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
    ],
    ...[0xff, 0xc4, 0x00, 0x05, 0x00, 0x01, 0x02],
    ...[0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x0e, 0x01, 0xe0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);
  const webp = (chunk: string, body: number[]) =>
    Uint8Array.from([
      ...'RIFF'.split('').map((c) => c.charCodeAt(0)),
      0,
      0,
      0,
      0,
      ...'WEBP'.split('').map((c) => c.charCodeAt(0)),
      ...chunk.split('').map((c) => c.charCodeAt(0)),
      0,
      0,
      0,
      0,
      ...body,
      ...new Array<number>(16).fill(0),
    ]);

  it('reads the size a PNG, GIF, JPEG or WebP header gives (what a page reserves before the image arrives)', () => {
    expect(imageDimensions(png(480, 270))).toEqual({ width: 480, height: 270 });
    expect(
      imageDimensions(bytes([...'GIF89a'.split('').map((c) => c.charCodeAt(0)), 0x40, 0x01, 0xf0, 0x00])),
    ).toEqual({
      width: 320,
      height: 240,
    });
    expect(imageDimensions(jpeg)).toEqual({ width: 480, height: 270 });
    // Lossy: a key frame's start code, then 14-bit width and height.
    expect(imageDimensions(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x4d, 0x01, 0x7f, 0x00]))).toEqual({
      width: 333,
      height: 127,
    });
    // Lossless: the signature byte, then width − 1 and height − 1 on 14 bits each.
    const w = 333 - 1;
    const h = 127 - 1;
    const bits = w | (h << 14);
    expect(
      imageDimensions(webp('VP8L', [0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, bits >>> 24])),
    ).toEqual({
      width: 333,
      height: 127,
    });
    // Extended: flags, then width − 1 and height − 1 on 24 bits.
    expect(imageDimensions(webp('VP8X', [0x10, 0, 0, 0, 0x4c, 0x01, 0x00, 0x7e, 0x00, 0x00]))).toEqual({
      width: 333,
      height: 127,
    });
  });

  it('has no size for a PDF, a truncated header or one claiming an absurd size', () => {
    expect(imageDimensions(bytes('%PDF-1.7'))).toBeNull();
    expect(imageDimensions(jpeg.slice(0, 30))).toBeNull();
    expect(imageDimensions(png(0, 270))).toBeNull();
    expect(imageDimensions(png(100_000, 100_000))).toBeNull();
  });
});
