import { describe, expect, it } from 'vitest';
import { checkoutBlock } from './checkout-guard';
import { NOTE_MAX, parseCheckoutForm, REFERENCE_MAX } from './checkout-fields';
import { cartRefusal } from '../../lib/backoffice-messages';
import { draftChanges, parseDraft, serializeDraft, DRAFT_TTL_MS } from './drafts';

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

const complete = {
  intent: 'checkout',
  delivery_address_id: '2',
  carrier_id: '1',
  client_order_ref: '  PO-123 ',
  note: '',
  suite_name: 'CMD-0042',
};

describe('parseCheckoutForm', () => {
  it('a choice alone saves the choices and leaves the reference, note and suite name as saved', () => {
    // A payment mode posted by a page of before decision 041 is not saved: the confirmation's choice sets it.
    const parsed = parseCheckoutForm(
      form({ intent: 'choose', delivery_address_id: '2', carrier_id: '3', payment_mode_id: '1' }),
      1,
    );
    expect(parsed).toEqual({
      ok: true,
      intent: 'choose',
      carrierId: 3,
      update: { delivery: { address_id: 2 }, invoicing: { address_id: 1 } },
    });
  });

  it('builds the update body and the carrier; invoicing goes to the main address unless separate', () => {
    const parsed = parseCheckoutForm(form(complete), 1);
    expect(parsed).toEqual({
      ok: true,
      intent: 'checkout',
      carrierId: 1,
      update: {
        client_order_ref: 'PO-123',
        note: null,
        suite_name: 'CMD-0042',
        delivery: { address_id: 2 },
        invoicing: { address_id: 1 },
      },
    });
  });

  it('uses the chosen invoicing address when it is separate', () => {
    const parsed = parseCheckoutForm(
      form({ ...complete, separate_invoicing: 'on', invoicing_address_id: '7' }),
      1,
    );
    expect(parsed.ok && parsed.update.invoicing).toEqual({ address_id: 7 });
    const missing = parseCheckoutForm(form({ ...complete, separate_invoicing: 'on' }), 1);
    expect(missing).toEqual({ ok: false, intent: 'checkout', errors: { invoicing_address_id: 'required' } });
  });

  it('saving may leave the carrier empty; going to the confirmation may not (the payment is chosen there)', () => {
    const save = parseCheckoutForm(form({ ...complete, intent: 'save', carrier_id: '' }), null);
    expect(save.ok).toBe(true);
    expect(save.ok && save.carrierId).toBeNull();
    expect(save.ok && 'invoicing' in save.update).toBe(false);
    const checkout = parseCheckoutForm(form({ ...complete, carrier_id: '' }), null);
    expect(checkout).toEqual({ ok: false, intent: 'checkout', errors: { carrier_id: 'required' } });
  });

  it('refuses odd ids and over-long texts, field by field', () => {
    const parsed = parseCheckoutForm(
      form({
        ...complete,
        delivery_address_id: 'abc',
        carrier_id: '-1',
        client_order_ref: 'x'.repeat(REFERENCE_MAX + 1),
        note: 'y'.repeat(NOTE_MAX + 1),
      }),
      1,
    );
    expect(parsed).toEqual({
      ok: false,
      intent: 'checkout',
      errors: {
        delivery_address_id: 'invalid',
        carrier_id: 'invalid',
        client_order_ref: 'tooLong',
        note: 'tooLong',
      },
    });
    expect(parseCheckoutForm(form({ ...complete, delivery_address_id: '' }), 1)).toMatchObject({
      ok: false,
      errors: { delivery_address_id: 'required' },
    });
  });

  it('treats an unknown intent as a save', () => {
    expect(parseCheckoutForm(form({ ...complete, intent: 'hack' }), 1).intent).toBe('save');
  });
});

describe('cartRefusal', () => {
  it('maps back-office codes to the messages the page has', () => {
    expect(cartRefusal(422, 'invalid_addresses')).toBe('invalid_addresses');
    expect(cartRefusal(422, 'cart_empty')).toBe('cart_empty');
    expect(cartRefusal(403, 'customer_cannot_order')).toBe('customer_cannot_order');
    expect(cartRefusal(404, 'no_current_cart')).toBe('cart_not_found');
    expect(cartRefusal(503, null)).toBe('unavailable');
    expect(cartRefusal(500, 'internal_error')).toBe('unknown');
  });
});

describe('checkoutBlock', () => {
  it('puts the engine first, then the cart', () => {
    expect(checkoutBlock(null, 2, true)).toBe('loading');
    expect(checkoutBlock({ ok: false, reason: 'pending' }, 2, true)).toBe('pending');
    expect(checkoutBlock({ ok: false, reason: 'offline' }, 2, false)).toBe('offline');
    expect(checkoutBlock({ ok: true }, 0, true)).toBe('empty');
    expect(checkoutBlock({ ok: true }, 2, false)).toBe('cannot_order');
    expect(checkoutBlock({ ok: true }, 2, true)).toBeNull();
  });
});

describe('checkout drafts', () => {
  const now = 1_700_000_000_000;
  const draft = { cartUuid: 'c1', values: { client_order_ref: 'PO-9', note: 'ring twice' }, at: now };

  it('round-trips and ignores foreign or stale data', () => {
    expect(parseDraft(serializeDraft(draft), now + 1000)).toEqual(draft);
    expect(parseDraft(serializeDraft(draft), now + DRAFT_TTL_MS + 1)).toBeNull();
    expect(parseDraft('{not json', now)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2, ...draft }), now)).toBeNull();
    expect(parseDraft(null, now)).toBeNull();
    const odd = parseDraft(
      JSON.stringify({ v: 1, cartUuid: 'c1', at: now, values: { note: 3, evil: 'x', suite_name: 'S' } }),
      now,
    );
    expect(odd?.values).toEqual({ suite_name: 'S' });
  });

  it('restores only what differs from the saved cart, for the same cart', () => {
    expect(draftChanges(draft, 'c1', { client_order_ref: 'PO-9', note: '' })).toEqual({ note: 'ring twice' });
    expect(draftChanges(draft, 'c2', {})).toEqual({});
    expect(draftChanges(null, 'c1', {})).toEqual({});
  });
});
