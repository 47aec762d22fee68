import type { Locale } from '@vetshop/domain';

/** The shop's name in the mails' header and text (the provider's trading name, as on the documents). */
export const SHOP_NAME = 'Vetshop';

/** Why a customer gets the shop's mails; a mail may say something more precise through `footer`. */
const DEFAULT_FOOTER: Record<Locale, string> = {
  fr: `Vous recevez ce message parce que vous avez un compte client chez ${SHOP_NAME}.`,
  nl: `U ontvangt dit bericht omdat u een klantenaccount hebt bij ${SHOP_NAME}.`,
  en: `You receive this email because you have a customer account with ${SHOP_NAME}.`,
};

/** "If the button does not work" line before the raw link (HTML only: the text version shows the link itself). */
const LINK_HINT: Record<Locale, string> = {
  fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  nl: 'Werkt de knop niet? Kopieer deze link in uw browser:',
  en: 'If the button does not work, copy this link into your browser:',
};

export interface MailContent {
  locale: Locale;
  /** The mail's subject; the heading when absent. */
  subject?: string;
  heading: string;
  /** Plain text each (escaped here: never pass HTML). */
  paragraphs: string[];
  /** One button; the URL must be absolute http(s) (a link from config.storefrontUrl). */
  action?: { label: string; url: string };
  /** Replaces the default "You receive this mail because…" line. */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text and for a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Only absolute http(s) links go in a button: a `javascript:` URL from a bad setting must not become a link. */
function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`renderMail: action url must be absolute (got "${url}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`renderMail: action url must be http(s) (got "${parsed.protocol}")`);
  }
  return parsed.toString();
}

// Inline styles only: many mail clients drop <style> blocks and every external stylesheet.
const S = {
  body: 'margin:0;padding:0;background:#f3f5f7;',
  outer: 'width:100%;background:#f3f5f7;padding:24px 0;',
  card: 'max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #dfe3e8;border-radius:6px;',
  brand:
    'padding:16px 24px;border-bottom:3px solid #0b6e4f;font:bold 20px Arial,Helvetica,sans-serif;color:#0b6e4f;',
  content: 'padding:24px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1f2933;',
  heading: 'margin:0 0 16px;font:bold 20px/1.3 Arial,Helvetica,sans-serif;color:#1f2933;',
  paragraph: 'margin:0 0 12px;',
  button:
    'display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:4px;font:bold 15px Arial,Helvetica,sans-serif;',
  hint: 'margin:16px 0 0;font:13px/1.4 Arial,Helvetica,sans-serif;color:#52606d;word-break:break-all;',
  footer:
    'padding:16px 24px;border-top:1px solid #dfe3e8;font:12px/1.4 Arial,Helvetica,sans-serif;color:#52606d;',
} as const;

/**
 * The one layout of every mail the shop sends, in the recipient's language: the shop's name, a heading,
 * paragraphs, an optional button and a footer saying why the mail came. Returns the HTML (every value
 * escaped, inline CSS) and the plain-text version sent beside it. Templates are TypeScript functions calling
 * this (decision 016).
 */
export function renderMail(content: MailContent): RenderedMail {
  const footer = content.footer ?? DEFAULT_FOOTER[content.locale];
  const action = content.action
    ? { label: content.action.label, url: safeUrl(content.action.url) }
    : undefined;
  return {
    subject: (content.subject ?? content.heading).replace(/[\r\n]+/g, ' ').trim(),
    text: renderText(content, action, footer),
    html: renderHtml(content, action, footer),
  };
}

function renderText(content: MailContent, action: MailContent['action'], footer: string): string {
  const parts = [SHOP_NAME, '', content.heading, '='.repeat(Math.min(content.heading.length, 60)), ''];
  for (const p of content.paragraphs) parts.push(p, '');
  if (action) parts.push(`${action.label}: ${action.url}`, '');
  parts.push('--', footer);
  return parts.join('\n') + '\n';
}

function renderHtml(content: MailContent, action: MailContent['action'], footer: string): string {
  const e = escapeHtml;
  const paragraphs = content.paragraphs.map((p) => `<p style="${S.paragraph}">${e(p)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:20px 0 0;"><a href="${e(action.url)}" style="${S.button}">${e(action.label)}</a></p>
<p style="${S.hint}">${e(LINK_HINT[content.locale])}<br><a href="${e(action.url)}" style="color:#0b6e4f;">${e(action.url)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${e(content.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(content.subject ?? content.heading)}</title>
</head>
<body style="${S.body}">
<div style="${S.outer}">
<div style="${S.card}">
<div style="${S.brand}">${e(SHOP_NAME)}</div>
<div style="${S.content}">
<h1 style="${S.heading}">${e(content.heading)}</h1>
${paragraphs}
${button}
</div>
<div style="${S.footer}">${e(footer)}</div>
</div>
</div>
</body>
</html>
`;
}
