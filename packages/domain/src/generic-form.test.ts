import { describe, expect, it } from 'vitest';
import { parseFormDefinition, validateFormSubmission } from './generic-form';

const l = (text: string) => ({ fr: text, nl: text, en: text });
const definition = JSON.stringify({
  fields: [
    { name: 'clinic', type: 'text', label: l('Clinic'), required: true, max_length: 10 },
    { name: 'topic', type: 'select', label: l('Topic'), required: true, options: 'topics' },
    { name: 'visit_date', type: 'date', label: l('Date'), required: true },
    { name: 'email', type: 'email', label: l('E-mail') },
    { name: 'call_first', type: 'checkbox', label: l('Call first') },
    { name: 'notes', type: 'textarea', label: l('Notes') },
  ],
});
const options = JSON.stringify({ topics: [{ value: 'vaccines', label: l('Vaccines') }] });

describe('parseFormDefinition', () => {
  it('reads the fields with their options and limits', () => {
    const fields = parseFormDefinition(definition, options);
    expect(fields?.map((f) => [f.name, f.type, f.required, f.maxLength])).toEqual([
      ['clinic', 'text', true, 10],
      ['topic', 'select', true, 200],
      ['visit_date', 'date', true, 200],
      ['email', 'email', false, 200],
      ['call_first', 'checkbox', false, 200],
      ['notes', 'textarea', false, 5000],
    ]);
    expect(fields?.[1]?.options).toEqual([{ value: 'vaccines', label: l('Vaccines') }]);
  });

  it('answers null for what cannot be rendered: bad JSON, unknown type, missing list, duplicate or bad name', () => {
    expect(parseFormDefinition('{', '{}')).toBeNull();
    expect(
      parseFormDefinition(JSON.stringify({ fields: [{ name: 'a', type: 'file', label: l('A') }] }), '{}'),
    ).toBeNull();
    expect(
      parseFormDefinition(
        JSON.stringify({ fields: [{ name: 'a', type: 'select', label: l('A'), options: 'x' }] }),
        '{}',
      ),
    ).toBeNull();
    const twice = { name: 'a', type: 'text', label: l('A') };
    expect(parseFormDefinition(JSON.stringify({ fields: [twice, twice] }), '{}')).toBeNull();
    expect(parseFormDefinition(JSON.stringify({ fields: [{ ...twice, name: 'A b' }] }), '{}')).toBeNull();
    expect(parseFormDefinition(JSON.stringify({ fields: [{ ...twice, label: 'A' }] }), '{}')).toBeNull();
  });
});

describe('validateFormSubmission', () => {
  const fields = parseFormDefinition(definition, options) ?? [];

  it('answers the checked values: trimmed texts, checkboxes as booleans, unknown names dropped', () => {
    expect(
      validateFormSubmission(fields, {
        clinic: ' Vet ',
        topic: 'vaccines',
        visit_date: '2026-12-01',
        call_first: 'on',
        extra: 'x',
      }),
    ).toEqual({
      ok: true,
      values: {
        clinic: 'Vet',
        topic: 'vaccines',
        visit_date: '2026-12-01',
        email: '',
        call_first: true,
        notes: '',
      },
    });
  });

  it('names each problem: required, too long, option, date, e-mail', () => {
    expect(validateFormSubmission(fields, {})).toEqual({
      ok: false,
      problems: { clinic: 'required', topic: 'required', visit_date: 'required' },
    });
    expect(
      validateFormSubmission(fields, {
        clinic: 'x'.repeat(11),
        topic: 'other',
        visit_date: '2026-02-30',
        email: 'nope',
      }),
    ).toEqual({
      ok: false,
      problems: {
        clinic: 'too_long',
        topic: 'invalid_choice',
        visit_date: 'invalid_date',
        email: 'invalid_email',
      },
    });
  });

  it('a required checkbox must be ticked', () => {
    const consent =
      parseFormDefinition(
        JSON.stringify({ fields: [{ name: 'ok', type: 'checkbox', label: l('OK'), required: true }] }),
        '{}',
      ) ?? [];
    expect(validateFormSubmission(consent, { ok: false })).toEqual({
      ok: false,
      problems: { ok: 'required' },
    });
    expect(validateFormSubmission(consent, { ok: true })).toEqual({ ok: true, values: { ok: true } });
  });
});
