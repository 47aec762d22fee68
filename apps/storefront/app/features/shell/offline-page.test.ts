import { describe, expect, it } from 'vitest';
import { escapeHtml, offlinePageHtml } from './offline-page';

describe('offline page', () => {
  it('escapes every text it is given', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = offlinePageHtml({
      lang: 'fr',
      title: 'Hors <ligne>',
      text: 'Texte',
      retry: 'Réessayer',
      cart: 'Panier',
      cartHref: '/fr/cart',
      home: 'Accueil',
      homeHref: '/fr/',
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Hors &lt;ligne&gt;</h1>');
    expect(html).toContain('href="/fr/cart"');
  });
});
