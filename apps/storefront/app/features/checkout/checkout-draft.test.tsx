// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutValues } from './checkout-fields';
import { address, CART_UUID, checkoutCart, checkoutRouter, USER_KEY } from './checkout-form.fixtures';
import { draftKey, parseDraft, serializeDraft } from './drafts';

const RESTORED = 'Nous avons rétabli ce que vous aviez saisi sans l’enregistrer. Vérifiez et enregistrez.';

function storeDraft(values: Partial<CheckoutValues>, cartUuid = CART_UUID): void {
  localStorage.setItem(draftKey(USER_KEY), serializeDraft({ cartUuid, values, at: Date.now() }));
}

const storedDraft = () => parseDraft(localStorage.getItem(draftKey(USER_KEY)), Date.now());
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/**
 * The page as the browser gets it: the server's HTML first (rendered without the device's storage, a plain
 * form the buyer can already type into), then React hydrates it. Returns the errors React reported (a
 * hydration mismatch among them).
 */
async function serverRenderThenHydrate(beforeHydration: (container: HTMLElement) => Promise<void>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={checkoutRouter()} />);
  document.body.appendChild(container);
  await beforeHydration(container);
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await act(async () => {
    render(<RouterProvider router={checkoutRouter()} />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { recoverable, consoleErrors: consoleErrors.mock.calls };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the checkout draft kept on the device', () => {
  it('keeps every change on the device, per buyer and cart, in the form the form posts', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={checkoutRouter()} />);

    await user.type(screen.getByLabelText('Commentaire'), 'Livrer');
    await user.click(screen.getByRole('radio', { name: /Coursier/ }));

    expect(storedDraft()).toMatchObject({
      cartUuid: CART_UUID,
      values: {
        delivery_address_id: '11',
        separate_invoicing: '',
        invoicing_address_id: '21',
        carrier_id: '2',
        client_order_ref: 'PO-SAVED',
        note: 'Livrer',
        suite_name: 'PARC-0012',
      },
    });
  });

  it('restores a stored draft into the form and says so', async () => {
    storeDraft({
      client_order_ref: 'PO-DRAFT',
      note: 'Porte arrière',
      carrier_id: '2',
      separate_invoicing: 'on',
    });
    render(<RouterProvider router={checkoutRouter()} />);

    await screen.findByText(RESTORED);
    expect(valueOf('Votre référence')).toBe('PO-DRAFT');
    expect(valueOf('Commentaire')).toBe('Porte arrière');
    expect((screen.getByRole('radio', { name: /Coursier/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByLabelText('Utiliser une adresse de facturation différente') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('takes into a choice only a value it offers', async () => {
    // Saved: the second delivery address (a select without a match shows its first option).
    const cart = checkoutCart({
      delivery: { ...checkoutCart().delivery, address: address(12, 'Cabinet de Wépion') },
    });
    // Carrier 9 and delivery address 99 are no longer offered; the reference still restores.
    storeDraft({ carrier_id: '9', delivery_address_id: '99', client_order_ref: 'PO-DRAFT' });
    render(<RouterProvider router={checkoutRouter({ cart })} />);

    await screen.findByText(RESTORED);
    expect(valueOf('Votre référence')).toBe('PO-DRAFT');
    expect((screen.getByRole('radio', { name: /Bpost/ }) as HTMLInputElement).checked).toBe(true);
    expect(valueOf('Adresse de livraison')).toBe('12');
  });

  it('restores nothing, and says nothing, when the draft is another cart’s or the same as the saved values', async () => {
    storeDraft({ client_order_ref: 'PO-OLD-CART' }, '6e0f8a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b');
    const { unmount } = render(<RouterProvider router={checkoutRouter()} />);
    await act(async () => undefined);
    expect(valueOf('Votre référence')).toBe('PO-SAVED');
    expect(screen.queryByText(RESTORED)).toBeNull();
    unmount();

    storeDraft({ client_order_ref: 'PO-SAVED' });
    render(<RouterProvider router={checkoutRouter()} />);
    await act(async () => undefined);
    expect(screen.queryByText(RESTORED)).toBeNull();
  });

  it('hydrates the server’s HTML without a mismatch, then restores the draft', async () => {
    const { recoverable, consoleErrors } = await serverRenderThenHydrate(async () => {
      storeDraft({ note: 'Porte arrière' });
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await screen.findByText(RESTORED);
    expect(valueOf('Commentaire')).toBe('Porte arrière');
  });

  it('does not overwrite what the buyer typed before the page came to life', async () => {
    const { recoverable } = await serverRenderThenHydrate(async (container) => {
      storeDraft({ client_order_ref: 'PO-DRAFT', note: 'Porte arrière' });
      // The server's form is a plain HTML form: typing works before React takes it over.
      const reference = container.querySelector<HTMLInputElement>('#client_order_ref');
      if (!reference) throw new Error('no reference field in the server’s HTML');
      await userEvent.setup({ document }).clear(reference);
      await userEvent.setup({ document }).type(reference, 'PO-TYPED');
    });

    expect(recoverable).toEqual([]);
    await screen.findByText(RESTORED);
    expect(valueOf('Votre référence')).toBe('PO-TYPED');
    expect(valueOf('Commentaire')).toBe('Porte arrière');
    // React owns the typed value now: a further keystroke extends it.
    await userEvent.setup().type(screen.getByLabelText('Votre référence'), '-2');
    expect(valueOf('Votre référence')).toBe('PO-TYPED-2');
  });

  it('forgets the draft once the back office saved it', async () => {
    const user = userEvent.setup();
    storeDraft({ client_order_ref: 'PO-DRAFT' });
    render(<RouterProvider router={checkoutRouter()} />);
    await screen.findByText(RESTORED);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText('Vos choix de livraison et de facturation sont enregistrés.');
    await waitFor(() => expect(localStorage.getItem(draftKey(USER_KEY))).toBeNull());
    expect(screen.queryByText(RESTORED)).toBeNull();
    expect(valueOf('Votre référence')).toBe('PO-DRAFT');
  });

  it('keeps the draft when the back office refuses it', async () => {
    const user = userEvent.setup();
    render(
      <RouterProvider router={checkoutRouter({ action: () => ({ ok: false, refusal: 'unavailable' }) })} />,
    );
    await user.type(screen.getByLabelText('Commentaire'), 'Urgent');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await screen.findByRole('alert');
    expect(storedDraft()?.values.note).toBe('Urgent');
  });

  it('keeps the draft on an offline submit', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={checkoutRouter()} />);
    await user.type(screen.getByLabelText('Votre référence'), '-B');
    localStorage.clear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await screen.findByRole('alert');
    expect(storedDraft()?.values.client_order_ref).toBe('PO-SAVED-B');
  });
});
