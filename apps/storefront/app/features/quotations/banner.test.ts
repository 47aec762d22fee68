import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/catalogues.server';
import { bannerItems } from './banner';

describe('the quotation banner of the account pages', () => {
  it('is hidden when nothing waits, or when the counts are unknown', () => {
    expect(bannerItems({ draft: 0, waiting_acceptation: 0 })).toEqual([]);
    expect(bannerItems(null)).toEqual([]);
  });

  it('counts quotations awaiting acceptance first, then drafts, each linking to its state', () => {
    expect(bannerItems({ draft: 2, waiting_acceptation: 1 })).toEqual([
      { state: 'waiting_acceptation', count: 1, message: 'quotations.banner.waiting' },
      { state: 'draft', count: 2, message: 'quotations.banner.drafts' },
    ]);
    expect(bannerItems({ draft: 3, waiting_acceptation: 0 }).map((i) => i.state)).toEqual(['draft']);
  });

  it('says the counts in the buyer’s language, singular and plural', () => {
    const say = (locale: 'fr' | 'nl' | 'en', draft: number, waiting: number) =>
      bannerItems({ draft, waiting_acceptation: waiting }).map((i) =>
        translator(locale)(i.message, { count: i.count }),
      );
    expect(say('fr', 2, 1)).toEqual(['1 devis attend votre acceptation', '2 brouillons de devis']);
    expect(say('nl', 1, 3)).toEqual(['3 offertes wachten op uw aanvaarding', '1 conceptofferte']);
    expect(say('en', 1, 1)).toEqual(['1 quotation awaits your acceptance', '1 draft quotation']);
  });
});
