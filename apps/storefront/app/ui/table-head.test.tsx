// @vitest-environment happy-dom
/** The header row of list and lines tables: named columns with explicit roles, number columns marked. */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../i18n';
import { CATALOGUES } from '../i18n/catalogues.server';
import { LinesTableHead, TableHead } from './table-head';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ENGLISH: RootI18nData = { locale: 'en' };

function renderInTable(head: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [{ index: true, Component: () => <table>{head}</table> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

const headers = () =>
  screen.getAllByRole('columnheader').map((th) => [th.textContent, th.className, th.getAttribute('scope')]);

describe('TableHead', () => {
  it('names each column in the language of the page, number columns with the num class', () => {
    renderInTable(
      <TableHead columns={[{ label: 'sales.col.name' }, { label: 'sales.col.total', num: true }]} />,
    );
    expect(screen.getByRole('rowgroup').tagName).toBe('THEAD');
    expect(headers()).toEqual([
      [CATALOGUES.en['sales.col.name'], '', 'col'],
      [CATALOGUES.en['sales.col.total'], 'num', 'col'],
    ]);
  });

  it('LinesTableHead: a text column then number columns', () => {
    renderInTable(<LinesTableHead first="sales.col.product" numeric={['sales.col.total']} />);
    expect(headers().map(([, cls]) => cls)).toEqual(['', 'num']);
  });
});
