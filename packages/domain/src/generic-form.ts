import type { Locale } from './enums';
import { isIsoDate } from './dates';

/**
 * Generic forms (spec §3 Form, issue 11 §3): a form's definition and options are JSON strings kept in the
 * database; one component renders them and the server checks a submission against the same definition.
 *
 * definition: { "fields": [ { "name", "type", "label": {fr,nl,en}, "required"?, "max_length"?, "options"? } ] }
 * options:    { "<list name>": [ { "value", "label": {fr,nl,en} } ] }   — a select field names its list.
 */

export const FORM_FIELD_TYPES = ['text', 'textarea', 'email', 'date', 'select', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export type FormLabel = Record<Locale, string>;

export interface FormOption {
  value: string;
  label: FormLabel;
}

export interface FormField {
  name: string;
  type: FormFieldType;
  label: FormLabel;
  required: boolean;
  /** Characters; text fields default to FORM_TEXT_MAX, a textarea to FORM_TEXTAREA_MAX. */
  maxLength: number;
  /** A select's choices (from the options' list it names). */
  options: FormOption[];
}

export const FORM_TEXT_MAX = 200;
export const FORM_TEXTAREA_MAX = 5000;

const FIELD_NAME_RE = /^[a-z][a-z0-9_]{0,49}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function label(value: unknown): FormLabel | null {
  if (!isRecord(value)) return null;
  const { fr, nl, en } = value;
  return typeof fr === 'string' && typeof nl === 'string' && typeof en === 'string' ? { fr, nl, en } : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The fields of a stored definition, or null when it is not a valid one (a form nobody can fill). */
export function parseFormDefinition(definition: string, options: string): FormField[] | null {
  const def = parseJson(definition);
  const opts = parseJson(options || '{}');
  if (!isRecord(def) || !Array.isArray(def.fields) || !isRecord(opts)) return null;
  const fields: FormField[] = [];
  const names = new Set<string>();
  for (const raw of def.fields as unknown[]) {
    if (!isRecord(raw)) return null;
    const { name, type } = raw;
    const fieldLabel = label(raw.label);
    if (typeof name !== 'string' || !FIELD_NAME_RE.test(name) || names.has(name)) return null;
    if (typeof type !== 'string' || !(FORM_FIELD_TYPES as readonly string[]).includes(type)) return null;
    if (!fieldLabel) return null;
    names.add(name);
    let choices: FormOption[] = [];
    if (type === 'select') {
      const list = typeof raw.options === 'string' ? opts[raw.options] : undefined;
      if (!Array.isArray(list)) return null;
      for (const item of list as unknown[]) {
        const itemLabel = isRecord(item) ? label(item.label) : null;
        if (!isRecord(item) || typeof item.value !== 'string' || !itemLabel) return null;
        choices = [...choices, { value: item.value, label: itemLabel }];
      }
    }
    const defaultMax = type === 'textarea' ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX;
    const maxLength =
      typeof raw.max_length === 'number' && Number.isInteger(raw.max_length) && raw.max_length > 0
        ? Math.min(raw.max_length, defaultMax)
        : defaultMax;
    fields.push({
      name,
      type: type as FormFieldType,
      label: fieldLabel,
      required: raw.required === true,
      maxLength,
      options: choices,
    });
  }
  return fields;
}

export type FormFieldProblem = 'required' | 'too_long' | 'invalid_email' | 'invalid_date' | 'invalid_choice';

export type FormSubmissionResult =
  | { ok: true; values: Record<string, string | boolean> }
  | { ok: false; problems: Record<string, FormFieldProblem> };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A submission checked against the form's fields: text trimmed, a checkbox true when sent as true / 'on' /
 * 'true', a date as YYYY-MM-DD, a select one of its options; names the form does not have are ignored.
 */
export function validateFormSubmission(
  fields: readonly FormField[],
  input: Readonly<Record<string, unknown>>,
): FormSubmissionResult {
  const values: Record<string, string | boolean> = {};
  const problems: Record<string, FormFieldProblem> = {};
  for (const field of fields) {
    const raw = input[field.name];
    if (field.type === 'checkbox') {
      const checked = raw === true || raw === 'on' || raw === 'true';
      if (field.required && !checked) problems[field.name] = 'required';
      values[field.name] = checked;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    values[field.name] = text;
    if (text === '') {
      if (field.required) problems[field.name] = 'required';
      continue;
    }
    if ([...text].length > field.maxLength) problems[field.name] = 'too_long';
    else if (field.type === 'email' && !EMAIL_RE.test(text)) problems[field.name] = 'invalid_email';
    else if (field.type === 'date' && !isIsoDate(text)) problems[field.name] = 'invalid_date';
    else if (field.type === 'select' && !field.options.some((o) => o.value === text))
      problems[field.name] = 'invalid_choice';
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}
