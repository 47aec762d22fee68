// @ts-check
// The storefront's /media/… proxy: product pictures and documents live in the back office, and the browser
// talks only to the storefront. Only a path under /media/ is passed on, once normalised: the raw URL used to be
// forwarded as it came, and `/media/%2e%2e/docs/json` reached the back office as /docs/json (its OpenAPI, and
// any public back-office GET: issue 17 §5).

const BASE = 'http://storefront.invalid';
/** A segment encoded more times than this is not a picture's name. */
const MAX_DECODINGS = 3;

/**
 * True when a path segment, or any percent-decoding of it, could leave its folder or is no plain name: empty,
 * `.` or `..`, a slash or a backslash, a control character, or broken percent-encoding.
 * @param {string} segment
 * @returns {boolean}
 */
function unsafeSegment(segment) {
  let form = segment;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (form === '' || form === '.' || form === '..' || /[/\\\u0000-\u001f\u007f]/.test(form)) return true;
    let decoded;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return true;
    }
    if (decoded === form) return false;
    form = decoded;
  }
  return true;
}

/**
 * The back-office path and query of a /media/… request, or null (the storefront's 404) when it is not one once
 * normalised as the URL parser does (dot segments, `%2e%2e`, backslashes), or when a segment could become one
 * further on (an encoded slash or dot segment, decoded by the back office or a proxy in between).
 * @param {string} originalUrl the request's path and query as received
 * @returns {string | null}
 */
export function mediaPath(originalUrl) {
  let url;
  try {
    url = new URL(originalUrl, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const [first, ...rest] = url.pathname.split('/').slice(1);
  if (first !== 'media' || rest.length === 0 || rest.some(unsafeSegment)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The Express handler of /media/*: the normalised path fetched from the back office, its status, type and cache
 * policy passed on; anything else is a 404 that never reaches the back office; no answer from it a 503.
 * @param {string} erpUrl the back office's URL (config.erpUrl)
 * @returns {import('express').RequestHandler}
 */
export function mediaProxy(erpUrl) {
  return async (req, res) => {
    const path = mediaPath(req.originalUrl);
    if (path === null) {
      res.status(404).end();
      return;
    }
    try {
      const upstream = await fetch(`${erpUrl}${path}`);
      res.status(upstream.status);
      for (const header of ['content-type', 'cache-control']) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.status(503).end();
    }
  };
}
