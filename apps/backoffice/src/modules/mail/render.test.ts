import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './render';

describe('renderMail', () => {
  it('escapes every interpolated value: a <script> in a value arrives as text', () => {
    const mail = renderMail({
      locale: 'en',
      heading: 'Quote <script>alert(1)</script>',
      paragraphs: ['Your reference "<img src=x onerror=alert(1)>" & co'],
      action: { label: '<b>Open</b>', url: 'https://shop.example/en/account?x="><script>' },
      footer: "It's <i>yours</i>",
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Open');
    expect(mail.html).not.toContain('<i>yours');
    expect(mail.html).toContain('Quote &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot; &amp; co');
    expect(mail.html).toContain('It&#39;s &lt;i&gt;yours&lt;/i&gt;');
    // The URL is percent-encoded by URL parsing, and escaped in the attribute: it cannot close the href.
    expect(mail.html).not.toMatch(/href="[^"]*"><script>/);
    // The plain-text version carries the values as they are.
    expect(mail.text).toContain('Quote <script>alert(1)</script>');
  });

  it('lays out shop name, heading, paragraphs, button and footer in HTML and text', () => {
    const mail = renderMail({
      locale: 'fr',
      subject: 'Votre devis est prêt',
      heading: 'Votre devis Q-12 est prêt',
      paragraphs: ['Bonjour,', 'Votre devis attend votre acceptation.'],
      action: { label: 'Voir le devis', url: 'http://localhost:3000/fr/account/quotations/12' },
    });
    expect(mail.subject).toBe('Votre devis est prêt');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('>Vetshop</div>');
    expect(mail.html).toContain('<h1 style=');
    expect(mail.html).toContain('href="http://localhost:3000/fr/account/quotations/12"');
    expect(mail.html).toContain('Vous recevez ce message parce que');
    expect(mail.html).not.toMatch(/<style|<link/);
    expect(mail.text).toContain('Votre devis Q-12 est prêt\n');
    expect(mail.text).toContain('Votre devis attend votre acceptation.');
    expect(mail.text).toContain('Voir le devis: http://localhost:3000/fr/account/quotations/12');
    expect(mail.text).toContain('Vous recevez ce message parce que');
    expect(mail.text).not.toContain('<');
  });

  it('says why the mail came in each language', () => {
    expect(renderMail({ locale: 'nl', heading: 'H', paragraphs: [] }).text).toContain(
      'U ontvangt dit bericht',
    );
    expect(renderMail({ locale: 'en', heading: 'H', paragraphs: [] }).text).toContain(
      'You receive this email because',
    );
  });

  it('uses the heading as subject, on one line', () => {
    expect(renderMail({ locale: 'en', heading: 'Line\r\nBcc: x@y', paragraphs: [] }).subject).toBe(
      'Line Bcc: x@y',
    );
  });

  it('refuses a link that is not absolute http(s)', () => {
    expect(() =>
      renderMail({
        locale: 'en',
        heading: 'H',
        paragraphs: [],
        action: { label: 'x', url: 'javascript:alert(1)' },
      }),
    ).toThrow(/http/);
    expect(() =>
      renderMail({ locale: 'en', heading: 'H', paragraphs: [], action: { label: 'x', url: '/fr' } }),
    ).toThrow(/absolute/);
  });

  it('escapes quotes for attributes', () => {
    expect(escapeHtml(`a"b'c<d>&`)).toBe('a&quot;b&#39;c&lt;d&gt;&amp;');
  });
});
