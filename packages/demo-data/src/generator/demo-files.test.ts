import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { checkCmsUpload } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { demoPdf, demoPng } from './demo-files';

describe('demoPng', () => {
  it('writes a PNG of the size asked, accepted as an image upload', () => {
    const png = demoPng(48, 27, [0, 0, 0], [255, 255, 255]);
    expect(checkCmsUpload(png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(png.readUInt32BE(16)).toBe(48);
    expect(png.readUInt32BE(20)).toBe(27);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((48 * 3 + 1) * 27);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });
});

describe('demoPdf', () => {
  it('writes a PDF that a reader opens and reads the text of', () => {
    const pdf = demoPdf('Horaires (fêtes)', ['Lundi 8h-16h', 'Vendredi 8h-12h']);
    expect(checkCmsUpload(pdf)).toEqual({ ok: true, contentType: 'application/pdf' });
    const dir = mkdtempSync(join(tmpdir(), 'demo-pdf-'));
    try {
      writeFileSync(join(dir, 'a.pdf'), pdf);
      const text = execFileSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Lundi 8h-16h');
      expect(text).toContain('Vendredi 8h-12h');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
