import { describe, expect, it } from 'vitest';
import { SMALL_AD_STATES, type SmallAdState } from './enums';
import {
  allowedSmallAdActions,
  isSmallAdPublic,
  shownRejectionReason,
  SMALL_AD_ACTIONS,
  SMALL_AD_INITIAL_STATE,
  SMALL_AD_REFUSAL_REASON_MAX,
  SMALL_AD_TRANSITIONS,
  smallAdAuthorActions,
  smallAdDisplayState,
  smallAdRefusalReason,
  smallAdTransition,
  type SmallAdAction,
} from './small-ad-states';

/** The whole table: every (state, action) pair, where it leads, '-' = refused, 'gone' = deleted. */
const TABLE: Record<SmallAdState, Record<SmallAdAction, SmallAdState | '-' | 'gone'>> = {
  draft: { update_set_to_draft: 'draft', submit: 'pending', publish: '-', refuse: '-', delete: 'gone' },
  pending: {
    update_set_to_draft: 'draft',
    submit: '-',
    publish: 'published',
    refuse: 'cancel',
    delete: 'gone',
  },
  published: { update_set_to_draft: 'draft', submit: '-', publish: '-', refuse: '-', delete: 'gone' },
  cancel: { update_set_to_draft: 'draft', submit: '-', publish: '-', refuse: '-', delete: 'gone' },
};

const pairs = SMALL_AD_STATES.flatMap((state) =>
  SMALL_AD_ACTIONS.map((action) => [state, action, TABLE[state][action]] as const),
);

describe('small-ad state machine', () => {
  it('covers every state and action', () => {
    expect(pairs).toHaveLength(SMALL_AD_STATES.length * SMALL_AD_ACTIONS.length);
  });

  it.each(pairs)('%s + %s → %s', (state, action, expected) => {
    const result = smallAdTransition(state, action);
    if (expected === '-') {
      expect(result).toEqual({ ok: false, from: state, action });
    } else {
      expect(result).toEqual({ ok: true, to: expected === 'gone' ? null : expected });
    }
  });

  it.each(SMALL_AD_STATES)('allowedSmallAdActions(%s) lists exactly the allowed pairs', (state) => {
    const expected = SMALL_AD_ACTIONS.filter((a) => TABLE[state][a] !== '-');
    expect(allowedSmallAdActions(state)).toEqual(expected);
  });

  it('a saved ad starts as a draft, and only staff publish or refuse', () => {
    expect(SMALL_AD_INITIAL_STATE).toBe('draft');
    const staff = SMALL_AD_ACTIONS.filter((a) => SMALL_AD_TRANSITIONS[a].by === 'staff');
    expect(staff).toEqual(['publish', 'refuse']);
  });

  it('editing a published ad takes it out of public view (update_set_to_draft)', () => {
    expect(isSmallAdPublic('published')).toBe(true);
    const edited = smallAdTransition('published', 'update_set_to_draft');
    expect(edited).toEqual({ ok: true, to: 'draft' });
    expect(isSmallAdPublic('draft')).toBe(false);
  });

  it('a refused ad goes back to moderation only by edit then submit', () => {
    expect(smallAdTransition('cancel', 'submit').ok).toBe(false);
    expect(smallAdTransition('cancel', 'update_set_to_draft')).toEqual({ ok: true, to: 'draft' });
    expect(smallAdTransition('draft', 'submit')).toEqual({ ok: true, to: 'pending' });
  });

  it.each(SMALL_AD_STATES)('only a published ad is public (%s)', (state) => {
    expect(isSmallAdPublic(state)).toBe(state === 'published');
  });

  it('smallAdAuthorActions shows the author buttons only', () => {
    expect(smallAdAuthorActions('draft')).toEqual({ edit: true, submit: true, delete: true });
    expect(smallAdAuthorActions('pending')).toEqual({ edit: true, submit: false, delete: true });
    expect(smallAdAuthorActions('published')).toEqual({ edit: true, submit: false, delete: true });
    expect(smallAdAuthorActions('cancel')).toEqual({ edit: true, submit: false, delete: true });
  });
});

describe('smallAdDisplayState', () => {
  it.each([
    [null, 'in_creation'],
    ['draft', 'draft'],
    ['pending', 'pending'],
    ['published', 'published'],
    ['cancel', 'refused'],
  ] as const)('%s reads %s', (state, shown) => {
    expect(smallAdDisplayState(state)).toBe(shown);
  });
});

describe('shownRejectionReason', () => {
  it.each([
    ['cancel', 'Pas de PDF lisible', 'Pas de PDF lisible'],
    ['cancel', null, null],
    ['cancel', '', null],
    ['draft', 'Pas de PDF lisible', null],
    ['published', 'old reason', null],
  ] as const)('%s with %j shows %j', (state, reason, shown) => {
    expect(shownRejectionReason(state, reason)).toBe(shown);
  });
});

describe('smallAdRefusalReason', () => {
  it.each([
    [undefined, { ok: false, problem: 'required' }],
    [null, { ok: false, problem: 'required' }],
    ['   ', { ok: false, problem: 'required' }],
    ['  Annonce hors sujet ', { ok: true, reason: 'Annonce hors sujet' }],
    ['x'.repeat(SMALL_AD_REFUSAL_REASON_MAX), { ok: true, reason: 'x'.repeat(SMALL_AD_REFUSAL_REASON_MAX) }],
    ['x'.repeat(SMALL_AD_REFUSAL_REASON_MAX + 1), { ok: false, problem: 'too_long' }],
  ] as const)('%j → %j', (raw, expected) => {
    expect(smallAdRefusalReason(raw)).toEqual(expected);
  });
});
