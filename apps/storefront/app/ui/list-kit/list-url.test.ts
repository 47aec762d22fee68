import { describe, expect, it } from 'vitest';
import { listLinks, listSearch, pageCount } from './list-url';

const DEFAULTS = { state: 'pending', kind: null as string | null, family: [] as readonly string[], page: 1 };

describe('a list’s state in its URL', () => {
  it('leaves the defaults out: the first page of the unfiltered list is the bare address', () => {
    expect(listSearch(DEFAULTS, DEFAULTS)).toBe('');
    expect(listSearch({ ...DEFAULTS, kind: '' }, DEFAULTS)).toBe('');
  });

  it('writes each value set, in the state’s order, lists as repeated parameters', () => {
    expect(listSearch({ state: 'sent', kind: 'lead', family: ['meds', 'food'], page: 3 }, DEFAULTS)).toBe(
      '?state=sent&kind=lead&family=meds&family=food&page=3',
    );
  });

  it('keeps a list that differs from its default only in part', () => {
    const defaults = { ...DEFAULTS, family: ['meds'] };
    expect(listSearch({ ...defaults, family: ['meds', 'food'] }, defaults)).toBe('?family=meds&family=food');
    expect(listSearch({ ...defaults, family: ['meds'] }, defaults)).toBe('');
  });

  it('escapes what it writes', () => {
    expect(listSearch({ ...DEFAULTS, kind: 'a&b c' }, DEFAULTS)).toBe('?kind=a%26b+c');
  });

  it('links another filter on its first page, another page with the filters kept', () => {
    const links = listLinks('/fr/staff/mails', { ...DEFAULTS, kind: 'lead', page: 4 }, DEFAULTS);
    expect(links.filter({ state: 'failed' })).toBe('/fr/staff/mails?state=failed&kind=lead');
    expect(links.filter({ kind: null })).toBe('/fr/staff/mails');
    expect(links.page(2)).toBe('/fr/staff/mails?kind=lead&page=2');
    expect(links.page(1)).toBe('/fr/staff/mails?kind=lead');
  });

  it('counts pages, an empty list being page 1 of 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('says whether some filter is set (the page aside)', () => {
    expect(listLinks('/fr/staff/mails', { ...DEFAULTS, page: 3 }, DEFAULTS).filtered).toBe(false);
    expect(listLinks('/fr/staff/mails', { ...DEFAULTS, kind: 'lead' }, DEFAULTS).filtered).toBe(true);
    expect(listLinks('/fr/staff/mails', { ...DEFAULTS, family: ['meds'] }, DEFAULTS).filtered).toBe(true);
  });

  it('gives a filter’s links: its values, the current one, each on its first page, other filters kept', () => {
    const links = listLinks('/fr/staff/mails', { ...DEFAULTS, kind: 'lead', page: 4 }, DEFAULTS);
    const choice = links.choice('state', ['pending', 'sent']);
    expect(choice.values).toEqual(['pending', 'sent']);
    expect(choice.current).toBe('pending');
    expect(choice.href('sent')).toBe('/fr/staff/mails?state=sent&kind=lead');
    expect(choice.labels).toBeUndefined();
    // Another view drops the other filters.
    expect(links.choice('state', ['sent'], DEFAULTS).href('sent')).toBe('/fr/staff/mails?state=sent');
  });

  it('takes a filter’s values from its labels, in their order', () => {
    const labels = { sent: 'staffOutbox.state.sent', pending: 'staffOutbox.state.pending' } as const;
    const choice = listLinks('/fr/staff/mails', DEFAULTS, DEFAULTS).choice('state', labels);
    expect(choice.values).toEqual(['sent', 'pending']);
    expect(choice.labels).toBe(labels);
  });
});
