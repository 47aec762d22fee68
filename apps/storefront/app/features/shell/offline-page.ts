/**
 * The page the service worker answers with when the buyer opens, offline, a page never saved on this device.
 * Built by the app (so its texts come from the message bundles) and handed to the service worker.
 */
export interface OfflinePageTexts {
  lang: string;
  title: string;
  text: string;
  retry: string;
  cart: string;
  cartHref: string;
  home: string;
  homeHref: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function offlinePageHtml(p: OfflinePageTexts): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(p.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(p.title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1b2430;margin:0;padding:2rem 1rem;line-height:1.5}
main{max-width:36rem;margin:0 auto}
h1{color:#0c4e99;font-size:1.5rem}
a,button{font:inherit;display:inline-block;margin:0 .75rem .75rem 0;padding:.55rem 1rem;border:1px solid #0c4e99;border-radius:6px;color:#0c4e99;background:#fff;text-decoration:none;cursor:pointer}
button{background:#0c4e99;color:#fff}
:focus-visible{outline:3px solid #f0a800;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${e(p.title)}</h1>
<p>${e(p.text)}</p>
<p><button type="button" onclick="location.reload()">${e(p.retry)}</button><a href="${e(p.cartHref)}">${e(p.cart)}</a><a href="${e(p.homeHref)}">${e(p.home)}</a></p>
</main>
</body>
</html>`;
}
