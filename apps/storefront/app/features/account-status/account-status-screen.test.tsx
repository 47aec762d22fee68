// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../lib/account-status';
import type { Locale, RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { AccountStatusScreen } from './account-status-screen';

afterEach(cleanup);

function renderScreen(status: AccountStatus, url = '/fr/account', locale: Locale = 'fr') {
  const i18n: RootI18nData = { locale };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => i18n,
        children: [
          {
            path: '*',
            Component: () => <AccountStatusScreen status={status} email="anne@example.test" />,
          },
        ],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: i18n } } },
  );
  render(<RouterProvider router={router} />);
}

describe('the account-status page: send the validation link again', () => {
  it('offers the button to an unverified login, posting to the action with the page to come back to', async () => {
    renderScreen('email_unverified', '/fr/cart?validation-link=sent&x=1');
    const button = await screen.findByRole('button', { name: 'Renvoyer le lien' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/fr/account/resend-validation');
    // The previous outcome is not carried back again.
    expect((form.querySelector('input[name="back"]') as HTMLInputElement).value).toBe('/fr/cart?x=1');
  });

  it('says where the new link went, as a status message that takes the focus', async () => {
    renderScreen('email_unverified', '/fr/account?validation-link=sent');
    const message = await screen.findByRole('status');
    expect(message.textContent).toBe(
      'Un nouveau lien a été envoyé à anne@example.test. Il est valable 24 heures ; le lien précédent ne fonctionne plus.',
    );
    expect(document.activeElement).toBe(message);
  });

  it.each([
    ['throttled', 'nl', 'Te veel pogingen. Probeer het over enkele minuten opnieuw.'],
    ['failed', 'en', 'The link could not be sent. Please try again later or contact our customer service.'],
  ] as const)('says a %s request as an alert (%s)', async (outcome, locale, text) => {
    renderScreen('email_unverified', `/${locale}/account?validation-link=${outcome}`, locale);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('offers no button to a verified login, and ignores an unknown flag', async () => {
    renderScreen('no_registration', '/fr/account?validation-link=sent');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).toBeNull();
    cleanup();
    renderScreen('email_unverified', '/fr/account?validation-link=bogus');
    await screen.findByRole('button', { name: 'Renvoyer le lien' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
