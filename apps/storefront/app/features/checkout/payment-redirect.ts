/**
 * The back office answers a payment transaction with an auto-submitting form (`redirect_form_html`, as the seed
 * system's modules do). The storefront "submits" it on the server: a GET form becomes the redirect its
 * submission would make (action plus its fields as the query), so it works without JavaScript and without
 * running the back office's script under the page's CSP. Null when it is not such a form (or not an http(s) one).
 */
export function redirectTargetOfForm(html: string, allowedOrigins?: readonly string[]): string | null {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const attrs = attributes(form[1]!);
  if ((attrs.method ?? 'get').toLowerCase() !== 'get' || !attrs.action) return null;
  let url: URL;
  try {
    url = new URL(attrs.action);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // The back office is trusted to name the provider's page; a caller may still pin the origins.
  if (allowedOrigins && !allowedOrigins.includes(url.origin)) return null;
  for (const input of form[2]!.matchAll(/<input\b([^>]*)>/gi)) {
    const a = attributes(input[1]!);
    if (a.name !== undefined) url.searchParams.append(a.name, a.value ?? '');
  }
  return url.toString();
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([a-zA-Z_:-]+)\s*=\s*"([^"]*)"/g))
    out[m[1]!.toLowerCase()] = unescape(m[2]!);
  return out;
}

const unescape = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
