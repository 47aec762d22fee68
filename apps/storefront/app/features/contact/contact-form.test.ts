import { describe, expect, it } from 'vitest';
import {
  contactErrors,
  fieldsOfPaths,
  filesProblem,
  leadFormData,
  readContactFiles,
  readContactForm,
} from './contact-form';

const pdf = new TextEncoder().encode('%PDF-1.7 test');
const html = new TextEncoder().encode('<html></html>');

describe('contact form', () => {
  it('reads the typed values as typed and the honeypot', () => {
    const form = new FormData();
    form.set('email', ' a@b.be ');
    form.set('website', 'x');
    const { values, honeypot } = readContactForm(form);
    expect(values.email).toBe(' a@b.be ');
    expect(values.city).toBe('');
    expect(honeypot).toBe('x');
  });

  it('names the problems of the domain rules per field', () => {
    const { values } = readContactForm(new FormData());
    expect(contactErrors(values)).toEqual({
      subject: 'required',
      email: 'required',
      name: 'required',
      description: 'required',
    });
    expect(contactErrors({ ...values, subject: 'other', email: 'x@', name: 'A', description: 'B' })).toEqual({
      email: 'invalid_email',
    });
  });

  it('skips the empty file input and judges files by content and name', async () => {
    const form = new FormData();
    form.append('files', new File([], ''));
    form.append('files', new File([pdf], 'scan.pdf'));
    const files = await readContactFiles(form);
    expect(files.map((f) => f.name)).toEqual(['scan.pdf']);
    expect(filesProblem(files)).toBeNull();
    expect(filesProblem([{ name: 'offer.pdf', bytes: html }])).toEqual({
      problem: 'unsupported_type',
      name: 'offer.pdf',
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(filesProblem([{ name: 'offer.pdf', bytes: png }])).toEqual({
      problem: 'name_contradicts',
      name: 'offer.pdf',
    });
    expect(filesProblem(Array.from({ length: 4 }, () => ({ name: 'a.pdf', bytes: pdf })))).toEqual({
      problem: 'too_many',
      name: null,
    });
  });

  it('builds the multipart body: data JSON with the honeypot, the files', async () => {
    const { values } = readContactForm(new FormData());
    const body = leadFormData({ ...values, name: 'Ann' }, [{ name: 'scan.pdf', bytes: pdf }], '');
    expect(JSON.parse(body.get('data') as string)).toMatchObject({ name: 'Ann', website: '' });
    expect((body.get('files') as File).name).toBe('scan.pdf');
    expect(fieldsOfPaths(['data.email', 'data.nope', 'body'])).toEqual(['email']);
  });
});
