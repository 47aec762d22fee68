import { describe, expect, it } from 'vitest';
import { footerGroups, footerLinks } from './footer-groups';

const page = (title: string, group: string | null, sequence: number) => ({
  title,
  group,
  sequence,
  href: `/fr/page/${title.toLowerCase()}`,
});

describe('footerGroups', () => {
  it('groups pages by name in the order of their first page, pages of no group last', () => {
    const groups = footerGroups([
      page('Livraison', 'Service', 20),
      page('Contact', null, 1),
      page('Qui', 'Vetshop', 5),
      page('Retours', 'Service', 10),
      page('Blank', '  ', 2),
    ]);
    expect(groups).toEqual([
      { group: 'Vetshop', links: [{ title: 'Qui', href: '/fr/page/qui' }] },
      {
        group: 'Service',
        links: [
          { title: 'Retours', href: '/fr/page/retours' },
          { title: 'Livraison', href: '/fr/page/livraison' },
        ],
      },
      {
        group: null,
        links: [
          { title: 'Contact', href: '/fr/page/contact' },
          { title: 'Blank', href: '/fr/page/blank' },
        ],
      },
    ]);
  });

  it('is empty without pages', () => {
    expect(footerGroups([])).toEqual([]);
  });
});

describe('footerLinks', () => {
  it('orders by sequence, then title', () => {
    expect(
      footerLinks([page('B', null, 1), page('A', null, 1), page('C', null, 0)]).map((l) => l.title),
    ).toEqual(['C', 'A', 'B']);
  });
});
