// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { address, checkoutOptions, checkoutRouter } from './checkout-form.fixtures';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A clinic group with many delivery sites (issue 9 §4: the checkout's address picker is searchable). */
const SITES = [
  address(11, 'Clinique du Parc', { main: true }),
  address(12, 'Cabinet de Wépion'),
  address(13, 'Antenne de Liège', { city: 'Liège', zip: '4000' }),
  address(14, 'Antenne de Gent', { city: 'Gent', zip: '9000' }),
  address(15, 'Antenne de Mons', { city: 'Mons', zip: '7000' }),
  address(16, 'Antenne de Hasselt', { city: 'Hasselt', zip: '3500' }),
  address(17, 'Dépôt de Liège-Sud', { city: 'Liège', zip: '4020' }),
];

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.value);

describe('the delivery address picker', () => {
  it('offers no search with a few addresses', () => {
    render(<RouterProvider router={checkoutRouter()} />);
    expect(screen.queryByLabelText('Rechercher une adresse de livraison')).toBeNull();
  });

  it('narrows a long list, ignoring case and accents, keeping the chosen address and the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <RouterProvider
        router={checkoutRouter({ options: { ...checkoutOptions(), deliveryAddresses: SITES } })}
      />,
    );
    const select = screen.getByLabelText('Adresse de livraison');
    expect(optionsOf(select)).toHaveLength(7);

    await user.type(screen.getByLabelText('Rechercher une adresse de livraison'), 'LIEGE');
    // The two Liège sites, and the address already chosen (11) so that the choice does not change.
    expect(optionsOf(select)).toEqual(['11', '13', '17']);
    expect(screen.getByText('3 adresses dans la liste.')).toBeTruthy();

    // Tab to the list and pick with the keyboard.
    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, '17');
    expect((select as HTMLSelectElement).value).toBe('17');
    await user.clear(screen.getByLabelText('Rechercher une adresse de livraison'));
    expect(optionsOf(select)).toHaveLength(7);
    expect((select as HTMLSelectElement).value).toBe('17');
  });
});
