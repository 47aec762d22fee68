import { describe, expect, it } from 'vitest';
import {
  checkLeadFile,
  leadFileNameContradicts,
  LEAD_DESCRIPTION_MAX,
  LEAD_FILE_MAX_BYTES,
  sniffLeadFileType,
  validateLeadForm,
} from './lead-form';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('validateLeadForm', () => {
  const good = { subject: 'other', email: ' Ann@Clinic.BE ', name: 'Ann', description: 'Hello' };

  it('answers trimmed values, the e-mail in lower case, optional fields empty', () => {
    const result = validateLeadForm(good);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'ann@clinic.be', name: 'Ann', phone: '', country: '' }),
    });
  });

  it('requires subject, e-mail, name and description', () => {
    expect(validateLeadForm({ phone: '0470' })).toEqual({
      ok: false,
      problems: { subject: 'required', email: 'required', name: 'required', description: 'required' },
    });
  });

  it('refuses a malformed e-mail and texts over their limits (in characters)', () => {
    expect(validateLeadForm({ ...good, email: 'ann@' })).toEqual({
      ok: false,
      problems: { email: 'invalid_email' },
    });
    expect(validateLeadForm({ ...good, city: 'x'.repeat(201) })).toEqual({
      ok: false,
      problems: { city: 'too_long' },
    });
    expect(validateLeadForm({ ...good, description: '🐕'.repeat(LEAD_DESCRIPTION_MAX) }).ok).toBe(true);
    expect(validateLeadForm({ ...good, description: 'é'.repeat(LEAD_DESCRIPTION_MAX + 1) })).toEqual({
      ok: false,
      problems: { description: 'too_long' },
    });
  });
});

describe('sniffLeadFileType / checkLeadFile', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffLeadFileType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffLeadFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffLeadFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses anything else whatever its name: HTML, GIF, a truncated signature', () => {
    expect(sniffLeadFileType(ascii('<html><script>'))).toBeNull();
    expect(sniffLeadFileType(ascii('GIF89a'))).toBeNull();
    expect(sniffLeadFileType(ascii('%PD'))).toBeNull();
    expect(checkLeadFile(ascii('<html>'), 6)).toEqual({ ok: false, problem: 'unsupported_type' });
  });

  it('refuses an empty file and one over 5 MB', () => {
    expect(checkLeadFile(new Uint8Array(), 0)).toEqual({ ok: false, problem: 'empty' });
    expect(checkLeadFile(ascii('%PDF-'), LEAD_FILE_MAX_BYTES + 1)).toEqual({
      ok: false,
      problem: 'too_large',
    });
    expect(checkLeadFile(ascii('%PDF-'), LEAD_FILE_MAX_BYTES)).toEqual({ ok: true, type: 'application/pdf' });
  });
});

describe('leadFileNameContradicts', () => {
  it('a known extension must agree with the content; other names say nothing', () => {
    expect(leadFileNameContradicts('offer.pdf', 'image/png')).toBe(true);
    expect(leadFileNameContradicts('photo.JPG', 'image/jpeg')).toBe(false);
    expect(leadFileNameContradicts('photo.jpeg', 'application/pdf')).toBe(true);
    expect(leadFileNameContradicts('scan', 'application/pdf')).toBe(false);
    expect(leadFileNameContradicts('notes.txt', 'image/png')).toBe(false);
  });
});
