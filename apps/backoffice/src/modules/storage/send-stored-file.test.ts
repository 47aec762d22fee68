import { describe, expect, it } from 'vitest';
import { contentDisposition, nameForType } from './send-stored-file';

describe('nameForType: a download is named by its checked type, not by the uploader', () => {
  it.each<[string, string, string]>([
    ['x.html', 'application/pdf', 'x.pdf'],
    ['facture.HTML', 'application/pdf', 'facture.pdf'],
    ['Offre 2026.PDF', 'application/pdf', 'Offre 2026.PDF'],
    ['rapport', 'application/pdf', 'rapport.pdf'],
    ['Facture 12.2026', 'application/pdf', 'Facture 12.2026.pdf'],
    ['.html', 'application/pdf', 'file.pdf'],
    ['x.pdf.exe', 'application/pdf', 'x.pdf.pdf'],
    ['scan.jpeg', 'image/jpeg', 'scan.jpeg'],
    ['scan.JPG', 'image/jpeg', 'scan.JPG'],
    ['scan.svg', 'image/png', 'scan.png'],
    ['photo.png', 'image/webp', 'photo.webp'],
    ['anim.gif', 'image/gif', 'anim.gif'],
    ['x.html', 'application/pdf; charset=binary', 'x.pdf'],
    ['notes.txt', 'application/x-unknown', 'notes.txt'],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(nameForType(name, type)).toBe(expected);
  });
});

describe('contentDisposition', () => {
  it('keeps the name readable and safe in both forms', () => {
    expect(contentDisposition('attachment', 'Offre "spéciale"/2026.pdf')).toBe(
      `attachment; filename="Offre_speciale2026.pdf"; filename*=UTF-8''Offre%20sp%C3%A9ciale2026.pdf`,
    );
  });
});
