import type { Locale } from '@vetshop/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` under a root route of `locale`, as a page of the shop (its messages through useI18n). */
export function renderInLocale(locale: Locale, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale }),
        children: [{ index: true, Component: () => element }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: { locale } } } },
  );
  return render(<RouterProvider router={router} />);
}
