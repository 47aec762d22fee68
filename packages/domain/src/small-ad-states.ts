import type { SmallAdState } from './enums';

/**
 * The small ad's state machine (spec doc 1 §4 "Small ad", doc 2 §4 "Small ads"), declared as data
 * (ARCHITECTURE.md): each action names the states it may start from and the state it leads to. What is not
 * listed is refused (the back office answers 409 invalid_transition).
 *
 * The spec fixes: a saved ad starts as a draft; `submit` sets pending; the provider's staff publish or refuse
 * (`cancel`, shown as refused with its reason); editing calls `update_set_to_draft`, and editing a published ad
 * takes it out of public view until it is published again. Our decisions where the spec is silent:
 * - `update_set_to_draft` (the author's edit) is allowed from every state: a refused ad is edited then
 *   submitted again, and a pending ad edited by its author leaves the moderation queue until resubmitted (staff
 *   never publish a text other than the one they reviewed). Leaving `cancel` drops the rejection reason.
 * - `delete` is allowed from every state: the ad is the author's (an ad for a filled locum goes away even when
 *   published); the storefront asks for confirmation first (doc 1 §5).
 * - `publish` and `refuse` only from pending; `refuse` needs a reason (`smallAdRefusalReason`). Staff do not unpublish:
 *   the author edits or deletes.
 */
export const SMALL_AD_ACTIONS = ['update_set_to_draft', 'submit', 'publish', 'refuse', 'delete'] as const;
export type SmallAdAction = (typeof SMALL_AD_ACTIONS)[number];

export interface SmallAdTransition {
  from: readonly SmallAdState[];
  /** null: the ad is deleted. */
  to: SmallAdState | null;
  by: 'author' | 'staff';
}

/** The state of an ad once first saved (`POST classified_ads`), before it is submitted. */
export const SMALL_AD_INITIAL_STATE: SmallAdState = 'draft';

export const SMALL_AD_TRANSITIONS: Readonly<Record<SmallAdAction, SmallAdTransition>> = {
  update_set_to_draft: { from: ['draft', 'pending', 'published', 'cancel'], to: 'draft', by: 'author' },
  submit: { from: ['draft'], to: 'pending', by: 'author' },
  publish: { from: ['pending'], to: 'published', by: 'staff' },
  refuse: { from: ['pending'], to: 'cancel', by: 'staff' },
  delete: { from: ['draft', 'pending', 'published', 'cancel'], to: null, by: 'author' },
};

export type SmallAdTransitionResult =
  { ok: true; to: SmallAdState | null } | { ok: false; from: SmallAdState; action: SmallAdAction };

/**
 * Where `action` leads from `state`, or why not (a value, not an exception: the caller maps it to 409).
 * Named apart from the quotation's `transition`: both are exported from the package's index.
 */
export function smallAdTransition(state: SmallAdState, action: SmallAdAction): SmallAdTransitionResult {
  const t = SMALL_AD_TRANSITIONS[action];
  return t.from.includes(state) ? { ok: true, to: t.to } : { ok: false, from: state, action };
}

/** The actions the state allows, in the table's order. */
export function allowedSmallAdActions(state: SmallAdState): SmallAdAction[] {
  return SMALL_AD_ACTIONS.filter((a) => SMALL_AD_TRANSITIONS[a].from.includes(state));
}

/** The buttons the author's page shows (the contract's `actions`): the author's actions only. */
export function smallAdAuthorActions(state: SmallAdState): Record<'edit' | 'submit' | 'delete', boolean> {
  const allowed = new Set(allowedSmallAdActions(state));
  return {
    edit: allowed.has('update_set_to_draft'),
    submit: allowed.has('submit'),
    delete: allowed.has('delete'),
  };
}

/** Only a published ad is in the public list and readable by other buyers; the rest only by its author. */
export function isSmallAdPublic(state: SmallAdState): boolean {
  return state === 'published';
}

/**
 * What the pages show as the ad's status: 'in_creation' for an ad never saved (null), `cancel` as 'refused'
 * (with its reason, see `shownRejectionReason`), the other states by their name.
 */
export const SMALL_AD_DISPLAY_STATES = ['in_creation', 'draft', 'pending', 'published', 'refused'] as const;
export type SmallAdDisplayState = (typeof SMALL_AD_DISPLAY_STATES)[number];

export function smallAdDisplayState(state: SmallAdState | null): SmallAdDisplayState {
  if (state === null) return 'in_creation';
  return state === 'cancel' ? 'refused' : state;
}

/** The reason is shown only while the ad is refused; an edited ad (back to draft) no longer carries it. */
export function shownRejectionReason(state: SmallAdState, reason: string | null): string | null {
  return state === 'cancel' && reason ? reason : null;
}

/** Ours, not the spec's: the longest refusal reason staff may write (it goes into the author's mail). */
export const SMALL_AD_REFUSAL_REASON_MAX = 500;

/** A refusal needs a reason: trimmed, not empty, at most SMALL_AD_REFUSAL_REASON_MAX characters. */
export function smallAdRefusalReason(
  raw: string | null | undefined,
): { ok: true; reason: string } | { ok: false; problem: 'required' | 'too_long' } {
  const reason = (raw ?? '').trim();
  if (reason === '') return { ok: false, problem: 'required' };
  if (reason.length > SMALL_AD_REFUSAL_REASON_MAX) return { ok: false, problem: 'too_long' };
  return { ok: true, reason };
}
