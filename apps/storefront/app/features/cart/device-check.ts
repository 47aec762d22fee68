/**
 * Issue 18 §5: a cart page rendered by the server before the buyer's latest changes on this device (the service
 * worker's saved copy after a reload offline, or a page rendered while a change waited to be sent) must never show
 * the quantities those changes replaced, not even until the page has hydrated and the engine has read the device.
 *
 * The page carries this small inline script, run by the HTML parser before the lines are parsed (so before they
 * can be painted): it reads the device's cart storage synchronously (localStorage, the engine's format) and, when
 * the device knows something this page does not — changes queued for the buyer (or as a guest, which join the
 * buyer's at sign-in), or a newer state of the same cart — marks the document (`data-cart-device="reading"`). The
 * cart page's styles then hide the lines, the totals and the empty-cart text, and show that the device's cart is
 * being read, until the page says it shows the engine's lines (`data-device-read` on `.cart-page`). Without
 * JavaScript, or when nothing differs, the page is shown at once as before.
 *
 * The storage format is the engine's (packages/cart record.ts): the prefixes are written out here rather than
 * imported so that the cart page's first JavaScript does not take the engine's modules; device-check.test.ts runs
 * the script over storage written by the real engine.
 */

/** The attribute the script sets on `<html>`; styles.css keys the hiding on it. */
export const DEVICE_READING_ATTRIBUTE = 'data-cart-device';

/** What the page shows: the buyer it was rendered for and the cart (uuid, version) its lines come from. */
export interface PageCartStamp {
  userKey: string;
  cart: { uuid: string; version: number } | null;
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The inline script's source (ES2015, no dependency; any failure leaves the page as it is). */
export function deviceCheckScript(stamp: PageCartStamp): string {
  return `(function(u,c){try{var s=window.localStorage,p=["vetshop.cart-q."+encodeURIComponent(u)+"|","vetshop.cart-q.|"],d=false,i,k;for(i=0;i<s.length&&!d;i++){k=s.key(i);if(k&&(k.indexOf(p[0])===0||k.indexOf(p[1])===0))d=true}if(!d){var g=JSON.parse(s.getItem("vetshop.cart")||"null"),r=JSON.parse(s.getItem("vetshop.cart."+u)||"null"),v=r&&r.serverCart;d=!!(g&&g.pending&&g.pending.length||r&&r.pending&&r.pending.length||v&&c&&v.uuid===c.uuid&&v.version>c.version||v&&!c&&v.lines&&v.lines.length)}if(d)document.documentElement.setAttribute(${scriptJson(DEVICE_READING_ATTRIBUTE)},"reading")}catch(e){}})(${scriptJson(stamp.userKey)},${scriptJson(stamp.cart)})`;
}
