import { QUOTATION_STATES } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/catalogues.server';
import { STATE_FILTER_LABELS } from '../quotations';
import { STAFF_STATE_LABELS } from './state-badge';

describe('a quotation’s state in the staff workspace', () => {
  it.each(['fr', 'nl', 'en'] as const)('is said from the staff’s side, not the buyer’s (%s)', (locale) => {
    const t = translator(locale);
    const staff = QUOTATION_STATES.map((s) => t(STAFF_STATE_LABELS[s]));
    // Every state has its own words, none addressed to the buyer ("votre", "uw", "your").
    expect(new Set(staff).size).toBe(QUOTATION_STATES.length);
    expect(staff.filter((label) => /\b(votre|vos|uw|your)\b/i.test(label))).toEqual([]);
    // A request waiting for a price and a quotation waiting for the customer are not the buyer's wording.
    for (const s of ['customer_request', 'waiting_acceptation'] as const)
      expect(t(STAFF_STATE_LABELS[s])).not.toBe(t(STATE_FILTER_LABELS[s]));
  });

  it('names the request to complete as the queue does', () => {
    expect(translator('fr')(STAFF_STATE_LABELS.customer_request)).toBe('À compléter');
    expect(translator('nl')(STAFF_STATE_LABELS.customer_request)).toBe('Te vervolledigen');
    expect(translator('en')(STAFF_STATE_LABELS.customer_request)).toBe('To complete');
  });
});
