/**
 * Request bodies are read up to a limit, never whole: the storefront's server parses no body before the routes
 * (no body parser in front of React Router), so a signed-in client sending a chunked body without a length could
 * otherwise fill its memory.
 */

/** Page forms (sign-in, checkout details, profile…): far below this. */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** The cart sync proxy: the back office's own body limit (its bodyLimit), 2,000 transactions fit in it. */
export const SYNC_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Beyond its limit, a body is still read — and dropped — up to this many more bytes before the answer: a client
 * still sending when the 413 goes out has its connection reset (cancelling the body destroys the socket), so it
 * never sees the 413 (issue 17 §5: a 6 MB cart sync, a 2 MB login form). Only a body larger still is cut off.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * The request's body, or 'too_large' once more than `limit` bytes have come: nothing past the limit is kept, the
 * rest is read to its end (up to DRAIN_LIMIT more) so that the client gets the answer.
 */
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
    if (size > limit + DRAIN_LIMIT) {
      await reader.cancel();
      return 'too_large';
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return 'too_large';
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
