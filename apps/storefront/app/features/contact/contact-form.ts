import {
  checkLeadFile,
  LEAD_FIELDS,
  LEAD_MAX_FILES,
  leadFileNameContradicts,
  validateLeadForm,
  type LeadField,
  type LeadFieldProblem,
  type LeadFileProblem,
} from '@vetshop/domain';

/**
 * The contact form as plain data (issue 11 §3): what a post holds, the domain's rules applied to it, and what
 * goes to the back office (`POST leads`: a `data` JSON part and the `files`). Pure: tested without a server.
 */

export type ContactValues = Record<LeadField, string>;
export type ContactErrors = Partial<Record<LeadField, LeadFieldProblem>>;

export interface ContactFile {
  name: string;
  bytes: Uint8Array;
}

/** Why the attachments were refused, with the file concerned (the page names it). */
export type FilesProblem =
  { problem: LeadFileProblem | 'name_contradicts'; name: string } | { problem: 'too_many'; name: null };

export const emptyContactValues = (): ContactValues =>
  Object.fromEntries(LEAD_FIELDS.map((f) => [f, ''])) as ContactValues;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The typed values (kept as typed, to show them again), the chosen files (empty inputs left out), the honeypot. */
export function readContactForm(form: FormData): {
  values: ContactValues;
  files: ContactFile[];
  honeypot: string;
} {
  const values = emptyContactValues();
  for (const field of LEAD_FIELDS) values[field] = text(form.get(field));
  return { values, files: [], honeypot: text(form.get('website')) };
}

/** The files of a post as File objects: an input left empty sends one with no name and no bytes. */
export async function readContactFiles(form: FormData): Promise<ContactFile[]> {
  const files: ContactFile[] = [];
  for (const entry of form.getAll('files')) {
    if (typeof entry === 'string' || (entry.size === 0 && !entry.name)) continue;
    files.push({ name: entry.name || 'file', bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  return files;
}

export function contactErrors(values: ContactValues): ContactErrors {
  const result = validateLeadForm(values);
  return result.ok ? {} : result.problems;
}

/** The first problem of the attachments by the domain's rules (count, size, type by content and name), or null. */
export function filesProblem(files: readonly ContactFile[]): FilesProblem | null {
  if (files.length > LEAD_MAX_FILES) return { problem: 'too_many', name: null };
  for (const file of files) {
    const verdict = checkLeadFile(file.bytes.subarray(0, 16), file.bytes.length);
    if (!verdict.ok) return { problem: verdict.problem, name: file.name };
    if (leadFileNameContradicts(file.name, verdict.type))
      return { problem: 'name_contradicts', name: file.name };
  }
  return null;
}

/** The multipart body of `POST leads`. */
export function leadFormData(
  values: ContactValues,
  files: readonly ContactFile[],
  honeypot: string,
): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify({ ...values, website: honeypot }));
  for (const file of files)
    body.append('files', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return body;
}

/** The fields a back-office 400 names (`data.email` → email). */
export function fieldsOfPaths(paths: readonly string[]): LeadField[] {
  return paths
    .map((p) => p.replace(/^data\./, ''))
    .filter((f): f is LeadField => (LEAD_FIELDS as readonly string[]).includes(f));
}
