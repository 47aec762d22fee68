import { MAIL_KINDS, OUTBOX_STATES, staffMailsQuerySchema } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import {
  canResend,
  KNOWN_KINDS,
  MAIL_STATES,
  parseStaffMailsQuery,
  STAFF_MAILS_PAGE_SIZE,
  staffMailsBackofficeQuery,
  staffMailsSearch,
} from './mails-query';

const parse = (qs: string) => parseStaffMailsQuery(new URLSearchParams(qs));

describe('staff outbox list query', () => {
  it('knows the states the back office sends', () => {
    expect(MAIL_STATES).toEqual(OUTBOX_STATES);
  });

  it('knows every kind of mail the back office sends', () => {
    expect(KNOWN_KINDS).toEqual(MAIL_KINDS);
  });

  it('reads state, kind and page from the URL', () => {
    expect(parse('state=failed&kind=promo_end&page=3')).toEqual({
      state: 'failed',
      kind: 'promo_end',
      page: 3,
    });
  });

  it('leaves out what is unknown or malformed', () => {
    expect(parse('state=lost&kind=%3Cscript%3E&page=-2')).toEqual({ state: null, kind: null, page: 1 });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('page=999999').page).toBe(10_000);
    expect(parse(`kind=${'a'.repeat(65)}`).kind).toBeNull();
  });

  it('writes the same query back, without defaults', () => {
    expect(staffMailsSearch({ state: null, kind: null, page: 1 })).toBe('');
    expect(staffMailsSearch(parse('state=sent&kind=quotation_ready&page=2'))).toBe(
      '?state=sent&kind=quotation_ready&page=2',
    );
  });

  it('asks the back office what its schema accepts', () => {
    for (const qs of ['', 'state=failed&kind=promo_end&page=4', 'state=x&kind=%25&page=abc']) {
      const query = staffMailsBackofficeQuery(parse(qs));
      expect(staffMailsQuerySchema.safeParse(query).success, qs).toBe(true);
      expect(query.page_size).toBe(STAFF_MAILS_PAGE_SIZE);
    }
  });

  it('offers a resend for sent and failed mails only', () => {
    expect(MAIL_STATES.filter(canResend)).toEqual(['sent', 'failed']);
  });
});
