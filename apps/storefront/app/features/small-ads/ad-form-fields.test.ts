import { SMALL_AD_FIELDS, SMALL_AD_FILE_MAX_BYTES, validateSmallAdForm } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { nl } from '../../i18n/nl';
import {
  attachmentMessage,
  checkUpload,
  fieldOfParameter,
  parametersOf,
  problemMessage,
  uploadOf,
  valuesOfAd,
  valuesOfForm,
} from './ad-form-fields';

const PROBLEMS = ['required', 'too_long', 'invalid_date', 'end_before_start', 'invalid'] as const;

describe('small-ad form fields', () => {
  it('words every problem of every field in fr, nl and en', () => {
    for (const field of SMALL_AD_FIELDS)
      for (const problem of PROBLEMS) {
        const { key } = problemMessage(field, problem);
        for (const catalogue of [fr, nl, en]) expect(catalogue[key], `${field}/${problem}`).toBeTruthy();
      }
    expect(problemMessage('body', 'too_long')).toEqual({
      key: 'smallAds.problem.bodyTooLong',
      values: { max: 500 },
    });
    expect(problemMessage('email', 'invalid').key).toBe('smallAds.problem.invalidEmail');
    expect(problemMessage('region', 'invalid').key).toBe('smallAds.problem.invalidRegion');
    expect(problemMessage('category', 'invalid').key).toBe('smallAds.problem.invalidCategory');
    expect(attachmentMessage('too_large')).toEqual({ key: 'smallAds.file.tooLarge', values: { mb: 5 } });
    expect(attachmentMessage('not_pdf').key).toBe('smallAds.file.notPdf');
    expect(attachmentMessage('empty').key).toBe('smallAds.file.empty');
  });

  it('keeps what was typed, as typed', () => {
    const form = new FormData();
    form.set('name', '  Échographe  ');
    form.set('dateStart', '1/2/26');
    form.set('body', 'x'.repeat(9_000));
    const values = valuesOfForm(form);
    expect(values.name).toBe('  Échographe  ');
    expect(values.dateStart).toBe('1/2/26');
    expect(values.body).toHaveLength(5_000);
    expect(values.email).toBe('');
  });

  it('shows an ad with its dates as dd/mm/yyyy and sends ISO days back', () => {
    const ad = {
      name: 'Locum',
      date_start: '2027-03-01',
      date_end: '2027-12-31',
      category: 'employment',
      country_state_code: 'WLG',
      body: 'Text',
      contact: 'Dr A',
      phone: '04 123 45 67',
      email: 'a@example.be',
    };
    const values = valuesOfAd(ad);
    expect(values.dateStart).toBe('01/03/2027');
    expect(values.dateEnd).toBe('31/12/2027');
    expect(values.region).toBe('WLG');
    const checked = validateSmallAdForm(values);
    if (!checked.ok) throw new Error('valid');
    expect(parametersOf(checked.value, false)).toEqual({ ...ad });
    expect(parametersOf(checked.value, true)).toMatchObject({ file_delete: true });
  });

  it("names the form's field of a back-office parameter", () => {
    expect(fieldOfParameter('country_state_code')).toBe('region');
    expect(fieldOfParameter('parameters.date_end')).toBe('dateEnd');
    expect(fieldOfParameter('/email')).toBe('email');
    expect(fieldOfParameter('file')).toBe('file');
    expect(fieldOfParameter('other')).toBeNull();
  });

  it('judges an upload by its bytes, not its name or type', async () => {
    const pdf = new File(['%PDF-1.4 hello'], 'ad.txt', { type: 'text/plain' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ad.pdf', { type: 'application/pdf' });
    expect(await checkUpload(pdf)).toBeNull();
    expect(await checkUpload(png)).toBe('not_pdf');
    expect(await checkUpload(new File([], 'empty.pdf'))).toBe('empty');
    const big = new File([new Uint8Array(SMALL_AD_FILE_MAX_BYTES + 1)], 'big.pdf');
    expect(await checkUpload(big)).toBe('too_large');
  });

  it('tells a chosen file from an empty file input', () => {
    const none = new FormData();
    none.set('file', new File([], ''));
    expect(uploadOf(none)).toBeNull();
    const some = new FormData();
    some.set('file', new File(['%PDF-'], 'a.pdf'));
    expect(uploadOf(some)?.name).toBe('a.pdf');
    expect(uploadOf(new FormData())).toBeNull();
  });
});
