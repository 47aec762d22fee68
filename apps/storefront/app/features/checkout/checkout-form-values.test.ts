import { describe, expect, it } from 'vitest';
import type { CheckoutValues } from './checkout-fields';
import { address, checkoutCart, checkoutOptions } from './checkout-form.fixtures';
import { checkoutChoices, checkoutDefaults, differingValues, restoredValues } from './checkout-form-values';

const DEFAULTS: CheckoutValues = {
  delivery_address_id: '11',
  separate_invoicing: '',
  invoicing_address_id: '21',
  carrier_id: '1',
  pickup_site_id: '',
  client_order_ref: 'PO-SAVED',
  note: '',
  suite_name: 'PARC-0012',
};

describe('checkoutDefaults', () => {
  it('shows the cart’s saved choices, the main invoicing address and the proposed suite name', () => {
    expect(checkoutDefaults(checkoutCart(), checkoutOptions())).toEqual(DEFAULTS);
  });

  it('ticks "separate invoicing" when the cart is invoiced elsewhere than the main address', () => {
    const cart = checkoutCart({ invoicing: { address: address(22, 'Holding', { type: 'invoicing' }) } });
    expect(checkoutDefaults(cart, checkoutOptions())).toMatchObject({
      separate_invoicing: 'on',
      invoicing_address_id: '22',
    });
  });

  it('does not tick "separate invoicing" for the main address (same id) nor for an address no longer listed', () => {
    const sameId = checkoutCart({ invoicing: { address: address(21, 'Renamed', { type: 'invoicing' }) } });
    expect(checkoutDefaults(sameId, checkoutOptions())).toMatchObject({
      separate_invoicing: '',
      invoicing_address_id: '21',
    });
    const gone = checkoutCart({
      invoicing: { address: address(29, 'Ancienne adresse', { type: 'invoicing' }) },
    });
    expect(checkoutDefaults(gone, checkoutOptions())).toMatchObject({
      separate_invoicing: '',
      invoicing_address_id: '21',
    });
  });

  it('falls back on the main delivery address and leaves unsaved choices empty', () => {
    const cart = checkoutCart({
      delivery: { ...checkoutCart().delivery, address: null, selected_carrier: null },
      suite_name: null,
    });
    expect(checkoutDefaults(cart, checkoutOptions({ nextSuiteName: null }))).toMatchObject({
      delivery_address_id: '11',
      carrier_id: '',
      suite_name: '',
    });
  });
});

describe('checkoutChoices', () => {
  it('lists the options of each choice shown (the payment method is chosen on the confirmation, decision 041)', () => {
    expect(checkoutChoices(checkoutOptions())).toEqual({
      delivery_address_id: ['11', '12'],
      invoicing_address_id: ['21', '22'],
      carrier_id: ['1', '2'],
    });
  });

  it('leaves free a choice shown as a hidden field because its options are unavailable', () => {
    const options = checkoutOptions({ deliveryAddresses: null, carriers: [] });
    expect(checkoutChoices(options)).toEqual({ invoicing_address_id: ['21', '22'] });
  });
});

describe('restoredValues', () => {
  const choices = checkoutChoices(checkoutOptions());

  it('restores into fields that still show the saved value', () => {
    expect(restoredValues(DEFAULTS, DEFAULTS, { note: 'Porte arrière', carrier_id: '2' }, choices)).toEqual({
      note: 'Porte arrière',
      carrier_id: '2',
    });
  });

  it('leaves a field the buyer already changed', () => {
    const shown = { ...DEFAULTS, client_order_ref: 'PO-TYPED' };
    expect(restoredValues(shown, DEFAULTS, { client_order_ref: 'PO-DRAFT', note: 'x' }, choices)).toEqual({
      note: 'x',
    });
  });

  it('takes into a choice only a value it offers', () => {
    expect(
      restoredValues(DEFAULTS, DEFAULTS, { carrier_id: '9', delivery_address_id: '12' }, choices),
    ).toEqual({
      delivery_address_id: '12',
    });
  });

  it('turns a checkbox on only for "on"', () => {
    expect(restoredValues(DEFAULTS, DEFAULTS, { separate_invoicing: 'on' }, choices)).toEqual({
      separate_invoicing: 'on',
    });
    const ticked = { ...DEFAULTS, separate_invoicing: 'on' };
    expect(restoredValues(ticked, ticked, { separate_invoicing: 'yes' }, choices)).toEqual({
      separate_invoicing: '',
    });
  });
});

describe('differingValues', () => {
  it('lists the fields whose value differs', () => {
    expect(differingValues({ ...DEFAULTS, note: 'x' }, DEFAULTS)).toEqual({ note: 'x' });
    expect(differingValues(DEFAULTS, DEFAULTS)).toEqual({});
  });
});
