/**
 * The back office's device cookie (decision 020), carried between the browser and the back office: the browser
 * only ever talks to the storefront, so the storefront keeps the token in a cookie of its own (`vetshop_device`,
 * HttpOnly, SameSite=Lax, Secure behind HTTPS, kept as long as the back office says) and sends it back with each
 * sign-in. It is not part of the session cookie: it must outlive a sign-out, since it proves that this browser
 * signed in before, which keeps its owner from being delayed by someone else's guesses.
 */
export const DEVICE_COOKIE = 'vetshop_device';

/** A token as the back office issues them (base64url); anything else is not forwarded. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The browser's device token, if it holds one. */
export function deviceTokenOf(request: Request): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const token = value.join('=');
      return TOKEN.test(token) ? token : null;
    }
  }
  return null;
}

/** The Cookie header that gives the back office the browser's device token (none without one). */
export function deviceCookieHeader(request: Request): Record<string, string> {
  const token = deviceTokenOf(request);
  return token ? { Cookie: `${DEVICE_COOKIE}=${token}` } : {};
}

/**
 * The storefront's Set-Cookie for the device token a successful back-office sign-in sets (with the back office's
 * expiry), or null when the answer sets none.
 */
export function deviceSetCookie(res: Response, secure = process.env.COOKIE_SECURE === 'true'): string | null {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';').map((s) => s.trim());
    if (!pair.startsWith(`${DEVICE_COOKIE}=`)) continue;
    const token = pair.slice(DEVICE_COOKIE.length + 1);
    if (!TOKEN.test(token)) return null;
    const expires = attributes.find((a) => /^expires=/i.test(a))?.slice('expires='.length);
    const until = expires ? new Date(expires) : null;
    return [
      `${DEVICE_COOKIE}=${token}`,
      'Path=/',
      ...(until && !Number.isNaN(until.getTime()) ? [`Expires=${until.toUTCString()}`] : []),
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  }
  return null;
}
