import { describe, expect, it } from 'vitest';
import { QUOTATION_STATES, type QuotationState } from './enums';
import {
  allowedActions,
  buyerActions,
  isQuotationValidOn,
  OPEN_QUOTATION_STATES,
  QUOTATION_ACTIONS,
  transition,
  type QuotationAction,
} from './quotation-states';

/** The whole table: every (state, action) pair, where it leads, '-' = refused, 'gone' = deleted. */
const TABLE: Record<QuotationState, Record<QuotationAction, QuotationState | '-' | 'gone'>> = {
  draft: {
    edit: 'draft',
    request_quotation: 'customer_request',
    price: '-',
    send: '-',
    accept: '-',
    cancel: 'cancel',
    reset_to_draft: '-',
    delete: 'gone',
  },
  customer_request: {
    edit: '-',
    request_quotation: '-',
    price: 'customer_request',
    send: 'waiting_acceptation',
    accept: '-',
    cancel: 'cancel',
    reset_to_draft: 'draft',
    delete: '-',
  },
  waiting_acceptation: {
    edit: '-',
    request_quotation: '-',
    price: '-',
    send: '-',
    accept: 'accepted',
    cancel: 'cancel',
    reset_to_draft: 'draft',
    delete: '-',
  },
  accepted: {
    edit: '-',
    request_quotation: '-',
    price: '-',
    send: '-',
    accept: '-',
    cancel: '-',
    reset_to_draft: '-',
    delete: '-',
  },
  cancel: {
    edit: '-',
    request_quotation: '-',
    price: '-',
    send: '-',
    accept: '-',
    cancel: '-',
    reset_to_draft: 'draft',
    delete: 'gone',
  },
};

const pairs = QUOTATION_STATES.flatMap((state) =>
  QUOTATION_ACTIONS.map((action) => [state, action, TABLE[state][action]] as const),
);

describe('quotation state machine', () => {
  it('covers every state and action', () => {
    expect(pairs).toHaveLength(QUOTATION_STATES.length * QUOTATION_ACTIONS.length);
  });

  it.each(pairs)('%s + %s → %s', (state, action, expected) => {
    const result = transition(state, action);
    if (expected === '-') {
      expect(result).toEqual({ ok: false, from: state, action });
    } else {
      expect(result).toEqual({ ok: true, to: expected === 'gone' ? null : expected });
    }
  });

  it.each(QUOTATION_STATES)('allowedActions(%s) lists exactly the allowed pairs', (state) => {
    const expected = QUOTATION_ACTIONS.filter((a) => TABLE[state][a] !== '-');
    expect(allowedActions(state)).toEqual(expected);
  });

  it('an accepted quotation is final', () => {
    expect(allowedActions('accepted')).toEqual([]);
  });

  it('buyerActions shows the buyer buttons only (never price or send)', () => {
    expect(buyerActions('customer_request')).toEqual({
      edit: false,
      request_quotation: false,
      accept: false,
      cancel: true,
      reset_to_draft: true,
      delete: false,
    });
    expect(buyerActions('draft')).toEqual({
      edit: true,
      request_quotation: true,
      accept: false,
      cancel: true,
      reset_to_draft: false,
      delete: true,
    });
    expect(buyerActions('waiting_acceptation').accept).toBe(true);
  });
});

describe('isQuotationValidOn', () => {
  it.each([
    [null, '2026-11-24', true],
    ['2026-11-24', '2026-11-24', true],
    ['2026-11-24', '2026-11-23', true],
    ['2026-11-24', '2026-11-25', false],
  ] as const)('valid until %s, on %s: %s', (validity, today, expected) => {
    expect(isQuotationValidOn(validity, today)).toBe(expected);
  });
});

describe('OPEN_QUOTATION_STATES', () => {
  it('are the states a quotation can still move on from towards an order (the buyer may still cancel)', () => {
    const open = QUOTATION_STATES.filter((s) => transition(s, 'cancel').ok);
    expect([...OPEN_QUOTATION_STATES]).toEqual(open);
    expect(OPEN_QUOTATION_STATES).not.toContain('accepted');
    expect(OPEN_QUOTATION_STATES).not.toContain('cancel');
  });
});
