import type { IsoDate } from './dates';
import type { QuotationState } from './enums';

/**
 * The quotation's state machine (spec doc 1 §4 "Quotation", doc 2 §4), declared as data (ARCHITECTURE.md):
 * each action names the states it may start from and the state it leads to. The spec does not show the
 * complete table; what is not listed here is refused (the back office answers 409 invalid_transition).
 *
 * - `edit` (reference, note, lines) and `price` (the staff's prices) change the record, not its state.
 * - `delete` has no next state: the quotation goes away.
 * - `send` and `price` are the provider's staff's; every other action is the buyer's.
 */
export const QUOTATION_ACTIONS = [
  'edit',
  'request_quotation',
  'price',
  'send',
  'accept',
  'cancel',
  'reset_to_draft',
  'delete',
] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];

export interface QuotationTransition {
  from: readonly QuotationState[];
  /** null: the quotation is deleted. */
  to: QuotationState | null;
  by: 'buyer' | 'staff';
}

export const QUOTATION_TRANSITIONS: Readonly<Record<QuotationAction, QuotationTransition>> = {
  edit: { from: ['draft'], to: 'draft', by: 'buyer' },
  request_quotation: { from: ['draft'], to: 'customer_request', by: 'buyer' },
  price: { from: ['customer_request'], to: 'customer_request', by: 'staff' },
  send: { from: ['customer_request'], to: 'waiting_acceptation', by: 'staff' },
  accept: { from: ['waiting_acceptation'], to: 'accepted', by: 'buyer' },
  cancel: { from: ['draft', 'customer_request', 'waiting_acceptation'], to: 'cancel', by: 'buyer' },
  reset_to_draft: { from: ['customer_request', 'waiting_acceptation', 'cancel'], to: 'draft', by: 'buyer' },
  delete: { from: ['draft', 'cancel'], to: null, by: 'buyer' },
};

export type QuotationTransitionResult =
  { ok: true; to: QuotationState | null } | { ok: false; from: QuotationState; action: QuotationAction };

/** Where `action` leads from `state`, or why not (a value, not an exception: the caller maps it to 409). */
export function transition(state: QuotationState, action: QuotationAction): QuotationTransitionResult {
  const t = QUOTATION_TRANSITIONS[action];
  return t.from.includes(state) ? { ok: true, to: t.to } : { ok: false, from: state, action };
}

/** The actions the state allows, in the table's order. */
export function allowedActions(state: QuotationState): QuotationAction[] {
  return QUOTATION_ACTIONS.filter((a) => QUOTATION_TRANSITIONS[a].from.includes(state));
}

/**
 * Quotations still open, in the order they move: a draft, a request the sales team is pricing, a quote awaiting
 * the buyer's acceptance (the dashboard's key figure). Accepted and cancelled ones are done.
 */
export const OPEN_QUOTATION_STATES = [
  'draft',
  'customer_request',
  'waiting_acceptation',
] as const satisfies readonly QuotationState[];
export type OpenQuotationState = (typeof OPEN_QUOTATION_STATES)[number];

/** The buttons a buyer's page shows (the contract's `actions`): the buyer's actions only. */
export function buyerActions(
  state: QuotationState,
): Record<'edit' | 'request_quotation' | 'accept' | 'cancel' | 'reset_to_draft' | 'delete', boolean> {
  const allowed = new Set(allowedActions(state));
  return {
    edit: allowed.has('edit'),
    request_quotation: allowed.has('request_quotation'),
    accept: allowed.has('accept'),
    cancel: allowed.has('cancel'),
    reset_to_draft: allowed.has('reset_to_draft'),
    delete: allowed.has('delete'),
  };
}

/**
 * The quoted prices hold until the validity date inclusive (a Brussels day); no date = no limit. Accepting
 * after it is refused: the provider's prices may have changed.
 */
export function isQuotationValidOn(validityDate: IsoDate | null, today: IsoDate): boolean {
  return validityDate === null || today <= validityDate;
}
