// @vitest-environment happy-dom
import type { PickupPoint } from '@vetshop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCheckoutForm } from './checkout-fields';
import { carrier, checkoutCart, checkoutOptions, checkoutRouter } from './checkout-form.fixtures';

const point = (id: number, name: string, city: string, km: number): PickupPoint => ({
  id,
  carrier_id: 3,
  code: `PU-${id}`,
  name,
  street: `Rue ${id}`,
  street2: null,
  zip: '5000',
  city,
  phone: null,
  state_code: null,
  country_code: 'BE',
  opening_hours: [{ day: 1, opens: '08:30', closes: '18:00' }],
  distance_km: km,
});
const relay = { ...carrier(3, 'Point relais', 0), with_dropoff_site: true };
const POINTS = [point(41, 'Dépôt Namur Bouge', 'Bouge', 2.4), point(42, 'Dépôt Dinant', 'Dinant', 26)];

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('the pickup points of the checkout form', () => {
  it('lists the saved carrier’s points as labelled radios with address, distance and hours, the saved one checked', () => {
    const cart = checkoutCart();
    cart.delivery = { ...cart.delivery, selected_carrier: relay, pickup: POINTS[1]! };
    const options = checkoutOptions({
      carriers: [carrier(1, 'Bpost', 8.5), relay],
      pickups: POINTS,
      pickupSearch: '',
    });
    render(<RouterProvider router={checkoutRouter({ cart, options })} />);

    expect(screen.getByRole('group', { name: 'Point relais' })).toBeTruthy();
    const namur = screen.getByRole('radio', { name: /Dépôt Namur Bouge/ }) as HTMLInputElement;
    expect(namur.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Dépôt Dinant/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('à environ 2 km')).toBeTruthy();
    const details = document.getElementById(namur.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(details).toContain('Rue 41, 5000 Bouge');
    expect(details).toContain('lun. 08:30–18:00');
    // The search belongs to a GET form of its own (forms do not nest), so it works without JavaScript.
    const search = screen.getByLabelText('Rechercher un point relais (nom ou localité)') as HTMLInputElement;
    expect(search.getAttribute('form')).toBe('pickup-search');
    const form = document.getElementById('pickup-search') as HTMLFormElement;
    expect(form.method.toLowerCase()).toBe('get');
    expect(search.name).toBe('pickup_search');
  });

  it('says what a search found, and nothing about points for a carrier without them', () => {
    const cart = checkoutCart();
    cart.delivery = { ...cart.delivery, selected_carrier: relay };
    const options = checkoutOptions({ carriers: [relay], pickups: [], pickupSearch: 'atlantis' });
    render(<RouterProvider router={checkoutRouter({ cart, options })} />);
    expect(screen.getByText('Aucun point relais ne correspond à « atlantis ».').getAttribute('role')).toBe(
      'status',
    );
    cleanup();

    render(<RouterProvider router={checkoutRouter()} />);
    expect(screen.queryByRole('group', { name: 'Point relais' })).toBeNull();
    expect(document.getElementById('pickup-search')).toBeNull();
  });
});

describe('the pickup point posted with the checkout form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const base = { intent: 'choose', delivery_address_id: '2', carrier_id: '3' };

  it('is the point to set on the cart; none chosen sets none; a value that is not an id is refused', () => {
    const chosen = parseCheckoutForm(form({ ...base, pickup_site_id: '41' }), 1);
    expect(chosen.ok && chosen.pickupSiteId).toBe(41);
    const none = parseCheckoutForm(form(base), 1);
    expect(none.ok && 'pickupSiteId' in none).toBe(false);
    expect(parseCheckoutForm(form({ ...base, pickup_site_id: 'x' }), 1)).toEqual({
      ok: false,
      intent: 'choose',
      errors: { pickup_site_id: 'invalid' },
    });
  });
});
