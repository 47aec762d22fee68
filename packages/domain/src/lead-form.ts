/**
 * The contact form's rules (spec §3 Contact / lead request, issue 11 §3): which fields are required, their
 * lengths, and what an attachment may be. Shared by the back office (the rule) and the storefront (the same
 * limits on its inputs).
 */

export const LEAD_FIELDS = [
  'subject',
  'email',
  'name',
  'phone',
  'mobile',
  'company',
  'street',
  'street2',
  'zip',
  'city',
  'country',
  'description',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** Required: who writes, how to answer them, about what, and what they ask. */
export const LEAD_REQUIRED_FIELDS: readonly LeadField[] = ['subject', 'email', 'name', 'description'];

export const LEAD_SHORT_TEXT_MAX = 200;
export const LEAD_EMAIL_MAX = 254;
export const LEAD_DESCRIPTION_MAX = 5000;

/** Attachments: at most 3 files of at most 5 MB each (ours), PDF, PNG or JPEG judged by their first bytes. */
export const LEAD_MAX_FILES = 3;
export const LEAD_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type LeadFileType = (typeof LEAD_FILE_TYPES)[number];

export type LeadFieldProblem = 'required' | 'too_long' | 'invalid_email' | 'invalid_choice';

export const leadFieldMax = (field: LeadField): number =>
  field === 'description' ? LEAD_DESCRIPTION_MAX : field === 'email' ? LEAD_EMAIL_MAX : LEAD_SHORT_TEXT_MAX;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LeadFormInput = Partial<Record<LeadField, string | null | undefined>>;
export type LeadFormValue = Record<LeadField, string>;
export type LeadFormResult =
  { ok: true; value: LeadFormValue } | { ok: false; problems: Partial<Record<LeadField, LeadFieldProblem>> };

/** The trimmed values, or a problem per field (lengths in characters, not UTF-16 units). */
export function validateLeadForm(input: LeadFormInput): LeadFormResult {
  const value = {} as LeadFormValue;
  const problems: Partial<Record<LeadField, LeadFieldProblem>> = {};
  for (const field of LEAD_FIELDS) {
    const text = (input[field] ?? '').trim();
    value[field] = text;
    if (text === '') {
      if (LEAD_REQUIRED_FIELDS.includes(field)) problems[field] = 'required';
    } else if ([...text].length > leadFieldMax(field)) problems[field] = 'too_long';
    else if (field === 'email' && !EMAIL_RE.test(text)) problems.email = 'invalid_email';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { ...value, email: value.email.toLowerCase() } };
}

const startsWith = (head: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => head[i] === byte);

/** The type of an upload by its content: %PDF-, the PNG signature, a JPEG SOI marker; null for anything else. */
export function sniffLeadFileType(head: Uint8Array): LeadFileType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export type LeadFileProblem = 'empty' | 'too_large' | 'unsupported_type';

export function checkLeadFile(
  head: Uint8Array,
  size: number,
): { ok: true; type: LeadFileType } | { ok: false; problem: LeadFileProblem } {
  if (size <= 0 || head.length === 0) return { ok: false, problem: 'empty' };
  if (size > LEAD_FILE_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const type = sniffLeadFileType(head);
  return type ? { ok: true, type } : { ok: false, problem: 'unsupported_type' };
}

const EXTENSION_TYPES: Record<string, LeadFileType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Whether a file's name contradicts its content: "offer.pdf" that is a PNG would reach the staff as a .pdf they
 * cannot open. The content decides the type; a name with another or no extension says nothing.
 */
export function leadFileNameContradicts(name: string, type: LeadFileType): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  const named = extension ? EXTENSION_TYPES[extension] : undefined;
  return named !== undefined && named !== type;
}
