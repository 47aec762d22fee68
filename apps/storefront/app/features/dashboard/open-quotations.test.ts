import { describe, expect, it } from 'vitest';
import { openQuotationsFigure } from './open-quotations';

const open = (draft: number, customer_request: number, waiting_acceptation: number) => ({
  total: draft + customer_request + waiting_acceptation,
  draft,
  customer_request,
  waiting_acceptation,
});

describe('openQuotationsFigure (the dashboard key figure)', () => {
  it('lists the states present, quotes to accept first, each linking to the list filtered on it', () => {
    const figure = openQuotationsFigure(open(2, 1, 1), 'fr');
    expect(figure.total).toBe(4);
    expect(figure.parts).toEqual([
      {
        state: 'waiting_acceptation',
        count: 1,
        label: 'dashboard.quotations.waiting',
        href: '/fr/account/quotations?state=waiting_acceptation',
      },
      {
        state: 'draft',
        count: 2,
        label: 'dashboard.quotations.draft',
        href: '/fr/account/quotations?state=draft',
      },
      {
        state: 'customer_request',
        count: 1,
        label: 'dashboard.quotations.requested',
        href: '/fr/account/quotations?state=customer_request',
      },
    ]);
    // Several states: the total opens the whole list (it filters on one state at a time).
    expect(figure.href).toBe('/fr/account/quotations');
  });

  it('links the total to the one state when every open quotation is in it', () => {
    const figure = openQuotationsFigure(open(0, 0, 3), 'nl');
    expect(figure.href).toBe('/nl/account/quotations?state=waiting_acceptation');
    expect(figure.parts.map((p) => p.state)).toEqual(['waiting_acceptation']);
  });

  it('has no parts and links to the list when nothing is open', () => {
    expect(openQuotationsFigure(open(0, 0, 0), 'en')).toEqual({
      total: 0,
      href: '/en/account/quotations',
      parts: [],
    });
  });
});
