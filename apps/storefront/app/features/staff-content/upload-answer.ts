/** An uploaded file the editor may show: its key (what the record stores), address and original name. */
export interface PickedImage {
  key: string;
  url: string;
  name: string;
}

/** What the staff upload route (/staff/content/uploads) answers the editor: the file, or why it was refused. */
export type UploadAnswer = { upload: PickedImage & { content_type: string } } | { error: string | null };

/**
 * The route's JSON read defensively (the browser side of a fetch): an upload with its key, address and name, or
 * the localised refusal the route sent; anything else is an error without a message (the caller says its own).
 */
export function parseUploadAnswer(status: number, body: unknown): UploadAnswer {
  const b = body as { upload?: Record<string, unknown>; error?: unknown } | null;
  const u = b?.upload;
  if (
    status >= 200 &&
    status < 300 &&
    u &&
    typeof u.key === 'string' &&
    typeof u.url === 'string' &&
    typeof u.name === 'string' &&
    typeof u.content_type === 'string'
  )
    return { upload: { key: u.key, url: u.url, name: u.name, content_type: u.content_type } };
  return { error: typeof b?.error === 'string' && b.error !== '' ? b.error : null };
}
