/**
 * Request bodies are read up to a limit, never whole: the storefront's server parses no body before the routes
 * (no body parser in front of React Router), so a signed-in client sending a chunked body without a length could
 * otherwise fill its memory.
 */

/** Page forms (sign-in, checkout details, profile…): far below this. */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** The cart sync proxy: the back office's own body limit (its bodyLimit), 2,000 transactions fit in it. */
export const SYNC_BODY_LIMIT = 5 * 1024 * 1024;

/** The request's body, or 'too_large' as soon as more than `limit` bytes have come (the rest is not read). */
export async function readAtMost(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return all;
}

/** A form read from a body already limited in size (urlencoded or multipart, as its Content-Type says). */
export function formOf(request: Request, body: Uint8Array<ArrayBuffer>): Promise<FormData> {
  return new Response(body, {
    headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
  }).formData();
}
