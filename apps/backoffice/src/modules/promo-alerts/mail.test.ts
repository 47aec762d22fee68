import { describe, expect, it } from 'vitest';
import { formatLastDay, promoEndMail, promotionLabel } from './mail';

const promotion = {
  ruleId: 1,
  kind: 'supplier_promotion' as const,
  ratioMain: 3,
  ratioPromo: 1,
  dateEnd: '2026-11-27',
};

describe('promoEndMail', () => {
  it.each([
    ['fr', 'Fin de promotion le vendredi 27 novembre 2026 : Amoxi <5> & co', 'Promotion : 3 + 1 gratuit.'],
    ['nl', 'Einde promotie op vrijdag 27 november 2026: Amoxi <5> & co', 'Promotie: 3 + 1 gratis.'],
    ['en', 'Promotion ends on Friday, November 27, 2026: Amoxi <5> & co', 'Promotion: 3 + 1 free.'],
  ] as const)(
    'in %s: subject, promotion, product and alerts links; HTML escaped',
    (locale, subject, label) => {
      const mail = promoEndMail({
        locale,
        productName: 'Amoxi <5> & co',
        urlKey: 'amoxi-5',
        promotion,
        storefrontUrl: 'https://shop.example',
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(label);
      expect(mail.text).toContain(`https://shop.example/${locale}/p/amoxi-5`);
      expect(mail.text).toContain(`https://shop.example/${locale}/account/promo_alerts`);
      expect(mail.html).toContain('Amoxi &lt;5&gt; &amp; co');
      expect(mail.html).not.toContain('<5>');
    },
  );

  it('names a special as such', () => {
    expect(promotionLabel({ ...promotion, kind: 'special', ratioMain: null, ratioPromo: null }, 'fr')).toBe(
      'Offre spéciale.',
    );
  });

  it('writes the last day as a calendar day, whatever the server’s time zone', () => {
    expect(formatLastDay('2026-01-01', 'fr')).toBe('jeudi 1 janvier 2026');
  });
});
