// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale, RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { EMPTY_REGISTER_FORM } from './register-form';
import { RegisterPage } from './register-page';
import type { RegisterActionResult } from './register-page.server';

afterEach(cleanup);

const loaderData = {
  sent: false,
  countries: [
    { id: 21, code: 'BE', name: 'Belgique' },
    { id: 75, code: 'FR', name: 'France' },
  ],
  defaultCountryId: 21,
  prefill: null,
  oidcEmail: null as string | null,
};

function renderPage(
  actionData?: RegisterActionResult,
  locale: Locale = 'fr',
  page: typeof loaderData = loaderData,
) {
  const i18n: RootI18nData = { locale };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => i18n,
        children: [
          {
            index: true,
            // The page's own types come from its loader and action; the test gives the same shapes.
            Component: () => <RegisterPage loaderData={page} actionData={actionData as never} />,
          },
        ],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: i18n } } },
  );
  render(<RouterProvider router={router} />);
}

describe('the registration page', () => {
  it('fills in the sign-up name and e-mail of a signed-in login without a customer', async () => {
    const prefill = { first_name: 'Julie', last_name: 'Martin', email: 'julie@example.test' };
    renderPage(undefined, 'fr', { ...loaderData, prefill } as unknown as typeof loaderData);
    expect(((await screen.findByLabelText(/^Prénom/)) as HTMLInputElement).value).toBe('Julie');
    expect((document.getElementById('register-last_name') as HTMLInputElement).value).toBe('Martin');
    expect(screen.queryByRole('link', { name: 'Déjà client ? Se connecter' })).toBeNull();
    expect((screen.getByLabelText(/^Adresse e-mail/) as HTMLInputElement).value).toBe('julie@example.test');
  });

  it('says why an e-mail signed in at the identity provider lands here, and fills it in (oidc-cookie, issue 21)', async () => {
    const email = 'new.vet@example.test';
    renderPage(undefined, 'en', {
      ...loaderData,
      prefill: { email },
      oidcEmail: email,
    } as unknown as typeof loaderData);
    expect((await screen.findByTestId('register-oidc')).textContent).toBe(
      'You are signed in at your identity provider as new.vet@example.test, but this address is not a customer of ours yet: apply for your account below.',
    );
    expect((screen.getByLabelText(/^Email address/) as HTMLInputElement).value).toBe(email);
  });

  it('groups the form in fieldsets, marks what is required once and preselects Belgium', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Devenir client' })).toBeTruthy();
    for (const legend of ['Vos coordonnées', 'Votre société', 'Adresse', 'Votre profession'])
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    expect(screen.getByText('Les champs marqués d’un * sont obligatoires.')).toBeTruthy();
    expect((screen.getByLabelText(/^Pays/) as HTMLSelectElement).value).toBe('21');
    expect(screen.getByRole('option', { name: 'Docteur' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' }).getAttribute('href')).toBe(
      '/fr/page/conditions-generales-de-vente',
    );
  });

  it('says each refused field under it, keeps every value and moves the focus to the first problem', async () => {
    renderPage({
      ok: false,
      values: { ...EMPTY_REGISTER_FORM, first_name: 'Anne', vat: 'BE0123.456.748', function: 'veterinary' },
      errors: { title: 'required', vat: 'invalid_check_digits' },
      fieldMessages: {},
      problem: null,
    });
    const title = await screen.findByLabelText(/^Civilité/);
    expect(screen.getByRole('alert').textContent).toContain('2 champs sont à corriger');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('register-title-error');
    expect(document.getElementById('register-title-error')?.textContent).toBe('Ce champ est obligatoire.');
    const vat = screen.getByLabelText(/^Numéro de TVA \*/) as HTMLInputElement;
    expect(vat.value).toBe('BE0123.456.748');
    expect(vat.getAttribute('aria-describedby')).toBe('register-vat-error register-vat-hint');
    expect(document.getElementById('register-vat-error')?.textContent).toContain('n’est pas valide');
    expect((screen.getByLabelText(/^Prénom/) as HTMLInputElement).value).toBe('Anne');
    expect((screen.getByRole('radio', { name: 'Vétérinaire' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('writes a valid VAT number the house way when left, and the tick disables it', async () => {
    renderPage();
    const vat = (await screen.findByLabelText(/^Numéro de TVA \*/)) as HTMLInputElement;
    fireEvent.change(vat, { target: { value: 'be 0123 456 749' } });
    fireEvent.blur(vat);
    expect(vat.value).toBe('BE0123.456.749');
    fireEvent.change(vat, { target: { value: '0123456748' } });
    fireEvent.blur(vat);
    expect(await screen.findByText(/Ce numéro de TVA n’est pas valide/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Numéro de TVA en cours d’attribution'));
    expect(vat.disabled).toBe(true);
    expect(screen.queryByText(/Ce numéro de TVA n’est pas valide/)).toBeNull();
  });

  it('says the back office refused too many applications', async () => {
    renderPage(
      { ok: false, values: EMPTY_REGISTER_FORM, errors: {}, fieldMessages: {}, problem: 'throttled' },
      'en',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many applications sent from your connection. Please try again later.',
    );
  });
});
