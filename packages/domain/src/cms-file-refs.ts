/**
 * Which uploaded content files a record uses (decision 019): the keys its file fields name and every
 * /cms/files/{key} URL inside its sanitised HTML, in any language. The keys are opaque (the file store's); a URL
 * may be relative (how the editor writes it) or absolute (pasted from the shop).
 */
const FILE_URL = /\/cms\/files\/([A-Za-z0-9_-]{8,128})(?![A-Za-z0-9_-])/g;

/** Unused uploads older than this are swept: long enough for staff to finish an edit started with an upload. */
export const CMS_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** The file keys named by /cms/files/{key} URLs in the HTML, each once, in order of appearance. */
export function contentFileKeys(html: string): string[] {
  return [...new Set([...html.matchAll(FILE_URL)].map((m) => m[1]!))];
}

/** Every file a record uses: its file fields (null = none) and the URLs inside each of its HTML texts. */
export function recordFileKeys(
  fields: readonly (string | null | undefined)[],
  htmls: readonly string[],
): string[] {
  const keys = new Set<string>();
  for (const key of fields) if (key) keys.add(key);
  for (const html of htmls) for (const key of contentFileKeys(html)) keys.add(key);
  return [...keys].sort();
}

/** The files a save or delete stops using: used before, not after (candidates for removal, if nothing else uses them). */
export function droppedFileKeys(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return [...new Set(before)].filter((key) => !kept.has(key)).sort();
}

/** Uploads created before this instant and used by nothing are abandoned. */
export function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - CMS_UPLOAD_GRACE_MS);
}
