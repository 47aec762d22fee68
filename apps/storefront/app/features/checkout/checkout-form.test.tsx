// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutOptions, checkoutRouter } from './checkout-form.fixtures';

/** The text of the elements a field names in its aria-describedby, as a screen reader reads them. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the checkout form', () => {
  it('shows the cart’s saved choices in labelled French fields', () => {
    render(<RouterProvider router={checkoutRouter()} />);

    expect(screen.getByRole('form', { name: 'Livraison et facturation' })).toBeTruthy();
    expect((screen.getByLabelText('Adresse de livraison') as HTMLSelectElement).value).toBe('11');
    expect(
      (screen.getByLabelText('Utiliser une adresse de facturation différente') as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByLabelText('Adresse de facturation') as HTMLSelectElement).value).toBe('21');
    const carriers = screen.getByRole('group', { name: 'Transporteur' });
    expect((screen.getByRole('radio', { name: /Bpost/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Coursier/ }) as HTMLInputElement).checked).toBe(false);
    expect(carriers.textContent).toContain('Gratuit');
    expect((screen.getByLabelText('Votre référence') as HTMLInputElement).value).toBe('PO-SAVED');
    // No name of the series saved on the cart yet: the next one is proposed, and the hint says so.
    const suiteName = screen.getByLabelText('Numéro de suite') as HTMLInputElement;
    expect(suiteName.value).toBe('PARC-0012');
    expect(description(suiteName)).toContain('Proposé : PARC-0012');
    expect((screen.getByLabelText('Commentaire') as HTMLTextAreaElement).value).toBe('');
  });

  it('with a single invoicing address, shows it and offers no "different invoicing address"', async () => {
    const options = checkoutOptions();
    const main = options.invoicingAddresses?.[0];
    const action = vi.fn((_form: FormData) => ({ ok: true as const, saved: true as const }));
    const user = userEvent.setup();
    render(
      <RouterProvider
        router={checkoutRouter({ options: { ...options, invoicingAddresses: main ? [main] : [] }, action })}
      />,
    );

    expect(screen.getByText('Facturé à :')).toBeTruthy();
    expect(screen.getByText('Clinique du Parc SRL')).toBeTruthy();
    expect(screen.queryByLabelText('Utiliser une adresse de facturation différente')).toBeNull();
    expect(screen.queryByLabelText('Adresse de facturation')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    const posted = action.mock.calls[0]?.[0];
    expect(posted?.get('main_invoicing_id')).toBe('21');
    expect(posted?.get('separate_invoicing')).toBeNull();
  });

  it('offers only invoicing addresses for invoicing, never a delivery address', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={checkoutRouter()} />);
    await user.click(screen.getByLabelText('Utiliser une adresse de facturation différente'));
    const select = screen.getByLabelText('Adresse de facturation') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['21', '22']);
  });

  it('asks for no payment method: the buyer chooses it once, on the confirmation (decision 041)', () => {
    render(<RouterProvider router={checkoutRouter()} />);
    expect(screen.getByRole('form', { name: 'Livraison et facturation' })).toBeTruthy();
    expect(screen.queryByLabelText('Mode de paiement')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Mode de paiement' })).toBeNull();
  });

  it('keeps the values the buyer chooses', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={checkoutRouter()} />);

    await user.click(screen.getByRole('radio', { name: /Coursier/ }));
    await user.click(screen.getByLabelText('Utiliser une adresse de facturation différente'));
    await user.selectOptions(screen.getByLabelText('Adresse de facturation'), '22');
    await user.type(screen.getByLabelText('Commentaire'), 'Sonner deux fois');

    expect((screen.getByRole('radio', { name: /Coursier/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Bpost/ }) as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByLabelText('Utiliser une adresse de facturation différente') as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText('Adresse de facturation') as HTMLSelectElement).value).toBe('22');
    expect((screen.getByLabelText('Commentaire') as HTMLTextAreaElement).value).toBe('Sonner deux fois');
  });

  it('posts what the buyer chose, the main invoicing address and the intent', async () => {
    const user = userEvent.setup();
    const posted: Record<string, string>[] = [];
    const router = checkoutRouter({
      action: (form) => {
        posted.push(Object.fromEntries([...form].map(([k, v]) => [k, String(v)])));
        return { ok: true, saved: true };
      },
    });
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('radio', { name: /Coursier/ }));
    await user.clear(screen.getByLabelText('Votre référence'));
    await user.type(screen.getByLabelText('Votre référence'), 'PO-77');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText('Vos choix de livraison et de facturation sont enregistrés.');
    // The carrier was already saved when it was chosen (see below); the button posts the whole form.
    expect(posted.filter((p) => p.intent !== 'choose')).toEqual([
      {
        main_invoicing_id: '21',
        delivery_address_id: '11',
        invoicing_address_id: '21',
        carrier_id: '2',
        client_order_ref: 'PO-77',
        suite_name: 'PARC-0012',
        note: '',
        intent: 'save',
      },
    ]);
  });

  it('saves a carrier or an address as soon as it is chosen, without the text fields', async () => {
    const user = userEvent.setup();
    const posted: Record<string, string>[] = [];
    const router = checkoutRouter({
      action: (form) => {
        posted.push(Object.fromEntries([...form].map(([k, v]) => [k, String(v)])));
        return { ok: true, saved: true };
      },
    });
    render(<RouterProvider router={router} />);

    await user.type(screen.getByLabelText('Commentaire'), 'Pas encore enregistré');
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /Coursier/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Adresse de livraison'), '12');
    await waitFor(() => expect(posted).toHaveLength(2));

    const choices = {
      intent: 'choose',
      main_invoicing_id: '21',
      delivery_address_id: '11',
      invoicing_address_id: '21',
    };
    expect(posted).toEqual([
      { ...choices, carrier_id: '2' },
      { ...choices, carrier_id: '2', delivery_address_id: '12' },
    ]);
    // No "saved" notice for a choice: the totals show it.
    expect(screen.queryByText('Vos choix de livraison et de facturation sont enregistrés.')).toBeNull();
  });

  it('shows a refused choice like a refused save', async () => {
    const user = userEvent.setup();
    render(
      <RouterProvider
        router={checkoutRouter({ action: () => ({ ok: false, refusal: 'carrier_not_found' }) })}
      />,
    );

    await user.click(screen.getByRole('radio', { name: /Coursier/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ce transporteur n’est pas disponible. Choisissez-en un autre.');
  });

  it('links each field error to its field and says what to fix', async () => {
    const user = userEvent.setup();
    const router = checkoutRouter({
      action: () => ({ ok: false, errors: { client_order_ref: 'tooLong', carrier_id: 'required' } }),
    });
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('button', { name: 'Passer à la confirmation' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Certains champs sont à corriger.');
    const reference = screen.getByLabelText('Votre référence');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(description(reference)).toBe('64 caractères au maximum.');
    expect(description(screen.getByRole('group', { name: 'Transporteur' }))).toBe(
      'Ce champ est obligatoire.',
    );
    // A field without an error is neither marked nor described.
    const note = screen.getByLabelText('Commentaire');
    expect(note.getAttribute('aria-invalid')).toBeNull();
    expect(note.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows a refusal of the back office, moves the focus to it and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(
      <RouterProvider
        router={checkoutRouter({ action: () => ({ ok: false, refusal: 'carrier_not_found' }) })}
      />,
    );

    await user.type(screen.getByLabelText('Commentaire'), 'Porte arrière');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ce transporteur n’est pas disponible. Choisissez-en un autre.');
    expect(alert.textContent).toContain('Ce que vous avez saisi est conservé.');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect((screen.getByLabelText('Commentaire') as HTMLTextAreaElement).value).toBe('Porte arrière');
  });

  it('shows the back office’s own words for an unknown refusal', async () => {
    const user = userEvent.setup();
    const router = checkoutRouter({
      action: () => ({ ok: false, refusal: 'unknown', message: 'Le panier est verrouillé.' }),
    });
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Votre demande n’a pas pu aboutir.');
    expect(alert.textContent).toContain('Le panier est verrouillé.');
  });

  it('disables the checkout button and says why while the order cannot be placed', () => {
    render(<RouterProvider router={checkoutRouter({ block: 'offline' })} />);

    const checkout = screen.getByRole('button', { name: 'Passer à la confirmation' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(description(checkout)).toBe(
      'Vous êtes hors ligne : la commande pourra être passée dès le retour de la connexion. Vos modifications sont conservées.',
    );
    // Saving the choices stays possible.
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('enables the checkout button when nothing blocks the order', () => {
    render(<RouterProvider router={checkoutRouter()} />);
    const checkout = screen.getByRole('button', { name: 'Passer à la confirmation' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
    expect(checkout.getAttribute('aria-describedby')).toBeNull();
  });

  it('offline, keeps the page and what was typed, says so and moves the focus there', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => ({ ok: true as const, saved: true as const }));
    render(<RouterProvider router={checkoutRouter({ action })} />);
    await user.type(screen.getByLabelText('Commentaire'), 'Avant 10 h');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Vous êtes hors ligne : ce que vous avez saisi est conservé sur cet appareil. Enregistrez dès le retour de la connexion.',
    );
    expect(document.activeElement?.contains(alert)).toBe(true);
    expect(action).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Commentaire') as HTMLTextAreaElement).value).toBe('Avant 10 h');
  });

  it('says so when the addresses or carriers are unavailable, and still posts the saved ones', async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    const options = checkoutOptions({ deliveryAddresses: null, carriers: null });
    const router = checkoutRouter({
      options,
      action: (form) => {
        posted.push(form);
        return { ok: true, saved: true };
      },
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByText('Vos adresses sont momentanément indisponibles.')).toBeTruthy();
    expect(screen.getByText('Information de livraison indisponible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Vos choix de livraison et de facturation sont enregistrés.');
    expect(posted[0]?.get('delivery_address_id')).toBe('11');
    expect(posted[0]?.get('carrier_id')).toBe('1');
  });
});
