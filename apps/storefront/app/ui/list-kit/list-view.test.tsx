// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import { translator } from '../../i18n/catalogues.server';
import { ChoiceLinks } from './filter-bar';
import { ListPage, useListPage, type ListMessages } from './list-page';
import { ListView } from './list-view';

afterEach(cleanup);

const translate = translator('fr');

// The outbox's words, as a list page would name them.
const MESSAGES: ListMessages = {
  caption: 'staffOutbox.caption',
  count: 'staffOutbox.count',
  emptyAll: 'staffOutbox.emptyAll',
  empty: 'staffOutbox.empty',
  intro: 'staffOutbox.intro',
  title: 'staffOutbox.title',
};
const DEFAULTS = { state: null as string | null, page: 1 };
const STATES = { sent: 'staffOutbox.state.sent', failed: 'staffOutbox.state.failed' } as const;
type Mail = { id: number; subject: string };

function Page({
  data,
}: {
  data: { list: { items: Mail[]; count: number }; query: typeof DEFAULTS; pages: number };
}) {
  const { t, links } = useListPage(data, (l) => `/${l}/staff/mails`, DEFAULTS);
  return (
    <ListPage id="staff-mails" messages={MESSAGES}>
      <ChoiceLinks label={t('staffOutbox.filter.state')} choice={links.choice('state', STATES)} />
      <ListView
        data={data}
        links={links}
        rowTestId="mail"
        columns={[{ label: 'staffOutbox.col.subject', cell: (m) => m.subject }]}
      />
    </ListPage>
  );
}

function renderPage(items: Mail[], query = DEFAULTS, count = items.length) {
  const root: RootI18nData = { locale: 'fr' };
  const data = { list: { items, count }, query, pages: Math.max(1, Math.ceil(count / 2)) };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [{ path: '*', Component: () => <Page data={data} /> }],
      },
    ],
    { initialEntries: ['/fr/staff/mails'], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
}

describe('a list page built from the kit', () => {
  it('is titled in its words and shows the page’s items in a table named by its page', () => {
    renderPage([{ id: 7, subject: 'Bienvenue' }], { state: 'sent', page: 2 }, 3);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('E-mails envoyés');
    const table = screen.getByRole('table');
    expect(table.className).toBe('lines-table list-table staff-mails-table');
    expect(screen.getByTestId('mail').textContent).toBe('Bienvenue');
    expect(screen.getByRole('link', { name: 'Envoyé' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'En échec' }).getAttribute('href')).toBe(
      '/fr/staff/mails?state=failed',
    );
  });

  it('says the unfiltered list is empty in its own words, a filtered one in the others', () => {
    renderPage([]);
    expect(screen.getByTestId('list-empty').textContent).toBe(translate('staffOutbox.emptyAll'));
    cleanup();
    renderPage([], { state: 'failed', page: 1 });
    expect(screen.getByTestId('list-empty').textContent).toBe(translate('staffOutbox.empty'));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
