/** Elements whose content never belongs in the editable area (scripts, frames, embedded objects, forms). */
const DROPPED = 'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,noscript,template';

/**
 * HTML typed in the source view, made harmless before the editable area shows it in the staff member's own page:
 * parsed in an inert document (nothing runs, nothing loads), scripts and embeds removed, every on* handler and
 * javascript:/data: address dropped. Not the shop's sanitising (the back office applies the HTML policy on save):
 * only so that editing never runs what was typed. Browser only (DOMParser).
 */
export function inertHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of [...doc.body.querySelectorAll(DROPPED)]) el.remove();
  for (const el of [...doc.body.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      // Browsers ignore spaces and control characters inside a scheme ("java\nscript:"): so does the check.
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
      if (
        name.startsWith('on') ||
        name === 'style' ||
        name === 'srcdoc' ||
        ((name === 'href' ||
          name === 'src' ||
          name === 'action' ||
          name === 'xlink:href' ||
          name === 'formaction') &&
          /^(javascript|vbscript|data):/.test(value))
      )
        el.removeAttribute(attr.name);
    }
  }
  return doc.body.innerHTML;
}
