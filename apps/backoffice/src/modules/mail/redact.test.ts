import { describe, expect, it } from 'vitest';
import { redactLinkTokens } from './redact';

describe('redactLinkTokens', () => {
  it('hides the token of every link, in text and HTML (escaped & too), and keeps the rest', () => {
    const token = 'a'.repeat(20) + '-_B9';
    const text = `Lien : https://shop.test/fr/account/set-password?token=${token}\nMerci.`;
    expect(redactLinkTokens(text)).toBe('Lien : https://shop.test/fr/account/set-password?token=…\nMerci.');
    const html = `<a href="https://shop.test/nl/x?lang=nl&amp;token=${token}">x</a> https://shop.test/x?token=${token}`;
    expect(redactLinkTokens(html)).toBe(
      '<a href="https://shop.test/nl/x?lang=nl&amp;token=…">x</a> https://shop.test/x?token=…',
    );
  });

  it('leaves mails without a token as they are', () => {
    expect(redactLinkTokens('Votre devis D0001 est prêt: https://shop.test/fr/account/quotations/4')).toBe(
      'Votre devis D0001 est prêt: https://shop.test/fr/account/quotations/4',
    );
  });
});
