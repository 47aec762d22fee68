import { describe, expect, it } from 'vitest';
import { SMALL_AD_BODY_MAX } from './constants';
import {
  attachmentOnSave,
  checkSmallAdAttachment,
  formatDayMonthYear,
  parseDayMonthYear,
  SMALL_AD_FIELDS,
  SMALL_AD_FILE_MAX_BYTES,
  SMALL_AD_SHORT_TEXT_MAX,
  smallAdBodyRemaining,
  validateSmallAdForm,
  type SmallAdFormInput,
} from './small-ad-form';

const VALID: Required<SmallAdFormInput> = {
  name: 'Remplacement cabinet mixte',
  dateStart: '01/07/2026',
  dateEnd: '31/08/2026',
  category: 'employment',
  region: 'WLG',
  body: 'Cherche vétérinaire pour remplacement estival, animaux de compagnie et bovins.',
  contact: 'Dr Anne Dupont',
  phone: '+32 4 123 45 67',
  email: 'anne.dupont@example.be',
};

describe('parseDayMonthYear', () => {
  it.each([
    ['01/07/2026', '2026-07-01'],
    [' 31/12/2026 ', '2026-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/02/2026', null],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['01/13/2026', null],
    ['1/7/2026', null],
    ['01/07/26', null],
    ['2026-07-01', null],
    ['01-07-2026', null],
    ['', null],
  ] as const)('%j → %j', (text, iso) => {
    expect(parseDayMonthYear(text)).toBe(iso);
  });

  it('formatDayMonthYear writes an ISO day back as the form shows it', () => {
    expect(formatDayMonthYear('2026-07-01')).toBe('01/07/2026');
    expect(parseDayMonthYear(formatDayMonthYear('2028-02-29'))).toBe('2028-02-29');
  });
});

describe('smallAdBodyRemaining', () => {
  it.each([
    ['', SMALL_AD_BODY_MAX],
    ['abc', SMALL_AD_BODY_MAX - 3],
    ['é'.repeat(SMALL_AD_BODY_MAX), 0],
    ['x'.repeat(SMALL_AD_BODY_MAX + 2), -2],
    // Counted by characters, not UTF-16 units: an emoji is one.
    ['🐄', SMALL_AD_BODY_MAX - 1],
  ] as const)('%j leaves %i', (body, left) => {
    expect(smallAdBodyRemaining(body)).toBe(left);
  });
});

describe('validateSmallAdForm', () => {
  it('accepts a complete form: trimmed texts, ISO dates, typed codes', () => {
    expect(validateSmallAdForm({ ...VALID, name: `  ${VALID.name} ` })).toEqual({
      ok: true,
      value: { ...VALID, dateStart: '2026-07-01', dateEnd: '2026-08-31' },
    });
  });

  it('an empty form: every field required, all at once', () => {
    const result = validateSmallAdForm({});
    expect(result).toEqual({
      ok: false,
      problems: Object.fromEntries(SMALL_AD_FIELDS.map((f) => [f, 'required'])),
    });
  });

  it.each(SMALL_AD_FIELDS)('%s is required (blank after trimming)', (field) => {
    expect(validateSmallAdForm({ ...VALID, [field]: '   ' })).toEqual({
      ok: false,
      problems: { [field]: 'required' },
    });
  });

  it.each([
    ['body', 'x'.repeat(SMALL_AD_BODY_MAX), null],
    ['body', 'x'.repeat(SMALL_AD_BODY_MAX + 1), 'too_long'],
    ['name', 'x'.repeat(SMALL_AD_SHORT_TEXT_MAX + 1), 'too_long'],
    ['contact', 'x'.repeat(SMALL_AD_SHORT_TEXT_MAX + 1), 'too_long'],
    ['phone', 'x'.repeat(SMALL_AD_SHORT_TEXT_MAX + 1), 'too_long'],
    ['email', 'anne.dupont@example', 'invalid'],
    ['email', 'anne dupont@example.be', 'invalid'],
    ['email', 'anne@@example.be', 'invalid'],
    ['category', 'locum', 'invalid'],
    ['category', 'Animals', 'invalid'],
    ['category', 'misc', null],
    ['region', 'BXL', 'invalid'],
    ['region', 'bbr', 'invalid'],
    ['region', 'BBR', null],
    ['dateStart', '31/02/2026', 'invalid_date'],
    ['dateStart', '2026-07-01', 'invalid_date'],
    ['dateEnd', '1/9/2026', 'invalid_date'],
    ['dateEnd', '30/06/2026', 'end_before_start'],
    ['dateEnd', '01/07/2026', null],
  ] as const)('%s = %j → %j', (field, value, problem) => {
    const result = validateSmallAdForm({ ...VALID, [field]: value });
    if (problem === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, problems: { [field]: problem } });
  });

  it('a bad start day is not also reported as an end before it', () => {
    expect(validateSmallAdForm({ ...VALID, dateStart: '32/07/2026', dateEnd: '01/01/2020' })).toEqual({
      ok: false,
      problems: { dateStart: 'invalid_date' },
    });
  });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkSmallAdAttachment', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n'), 1_000, null],
    ['a PDF at the size limit', bytes('%PDF-1.4'), SMALL_AD_FILE_MAX_BYTES, null],
    ['a PDF one byte over', bytes('%PDF-1.4'), SMALL_AD_FILE_MAX_BYTES + 1, 'too_large'],
    ['a PNG named .pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 1_000, 'not_pdf'],
    ['a text saying PDF later', bytes('hello %PDF-1.7'), 1_000, 'not_pdf'],
    ['lower case', bytes('%pdf-1.7'), 1_000, 'not_pdf'],
    ['a truncated header', bytes('%PD'), 3, 'not_pdf'],
    ['an empty file', new Uint8Array(), 0, 'empty'],
  ] as const)('%s → %j', (_label, head, size, problem) => {
    expect(checkSmallAdAttachment(head, size)).toBe(problem);
  });

  it('takes a configured limit', () => {
    expect(checkSmallAdAttachment(bytes('%PDF-1.7'), 2_000, 1_000)).toBe('too_large');
  });
});

describe('attachmentOnSave', () => {
  it.each([
    [false, false, false, 'none'],
    [false, false, true, 'none'],
    [false, true, false, 'replace'],
    [true, false, false, 'keep'],
    [true, false, true, 'remove'],
    [true, true, false, 'replace'],
    [true, true, true, 'replace'],
  ] as const)('document %s, upload %s, file_delete %s → %s', (has, upload, fileDelete, outcome) => {
    expect(attachmentOnSave(has, upload, fileDelete)).toBe(outcome);
  });
});
