import { MAIL_KINDS, OUTBOX_STATES } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { canResend, KNOWN_KINDS, MAIL_STATES } from './mail-states';

describe('staff outbox states and kinds', () => {
  it('knows the states the back office sends', () => {
    expect(MAIL_STATES).toEqual(OUTBOX_STATES);
  });

  it('knows every kind of mail the back office sends', () => {
    expect(KNOWN_KINDS).toEqual(MAIL_KINDS);
  });

  it('offers a resend for sent and failed mails only', () => {
    expect(MAIL_STATES.filter(canResend)).toEqual(['sent', 'failed']);
  });
});
