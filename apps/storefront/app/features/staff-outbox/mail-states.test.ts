import { describe, expect, it } from 'vitest';
import { OUTBOX_STATES } from '@vetshop/domain';
import { canResend, isKnownKind } from './mail-states';

describe('staff outbox states and kinds', () => {
  it('offers a resend for sent and failed mails only', () => {
    expect(OUTBOX_STATES.filter(canResend)).toEqual(['sent', 'failed']);
  });

  it('names the kinds the back office sends, and shows a newer one as its code', () => {
    expect(isKnownKind('promo_end')).toBe(true);
    expect(isKnownKind('invoice_reminder')).toBe(false);
  });
});
