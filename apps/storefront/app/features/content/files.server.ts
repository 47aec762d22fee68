import { BackofficeUnavailable, createBackofficeClient } from '../../lib/backoffice.server';
import type { RouteArgs } from '../../lib/request.server';
import { getSession, hasSessionCookie, type StorefrontSession } from '../../lib/session.server';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** What content files may be (images in pages and news, a news item's or an advertisement's PDF). */
const SERVED_TYPES = /^(image\/(png|jpeg|webp|gif)|application\/pdf)(;|$)/;

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A staff member's session, forwarded so the editor's preview shows the images of unpublished content. */
async function staffSession(request: Request): Promise<StorefrontSession | null> {
  if (!hasSessionCookie(request)) return null;
  const session = await getSession(request);
  return session.get('user')?.isStaff ? session : null;
}

/**
 * /cms/files/{key}: a content file (image, PDF) passed from the back office as it arrives — the browser talks to
 * the shop only. The back office serves a file to anyone while published content uses it (decision 019), and any
 * file to staff. A stored file never changes under its key (a new upload gets a new key): a public one is cached
 * for a long time, publicly; any other answer is private and never stored. Served with its own type only when it
 * is one content may have, never sniffed.
 */
export async function loadContentFile(args: RouteArgs): Promise<Response> {
  const key = args.params.key ?? '';
  if (!KEY.test(key)) return plain(404, 'Not found');
  // Read as a guest (the same answer for everyone) unless a staff member asks.
  const bo = createBackofficeClient({
    context: args.context,
    request: args.request,
    locale: 'fr',
    session: await staffSession(args.request),
  });
  let res: Response;
  try {
    res = await bo.stream('cms.file', { params: { key } });
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return plain(503, 'Service unavailable');
    throw error;
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || !res.body || !SERVED_TYPES.test(type)) {
    await res.body?.cancel();
    return res.status === 503 ? plain(503, 'Service unavailable') : plain(404, 'Not found');
  }
  const isPublic = /^public\b/.test(res.headers.get('Cache-Control') ?? '');
  const headers = new Headers({
    'Content-Type': type,
    // nosniff comes with every answer of the shop (security-headers.js).
    'Cache-Control': isPublic ? 'public, max-age=86400, s-maxage=604800, immutable' : 'private, no-store',
  });
  for (const name of ['Content-Length', 'Content-Disposition', 'ETag', 'Last-Modified']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}
