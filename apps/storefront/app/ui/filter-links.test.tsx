// @vitest-environment happy-dom
/** A list's filter links: one link per filter, in a labelled navigation, the current one marked. */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterLinks } from './filter-links';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', Component: () => element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

const LINKS = [
  { key: 'all', to: '/list?state=all', label: 'All', current: false },
  { key: 'draft', to: '/list?state=draft', label: 'Drafts', current: true, className: 'filter-draft' },
];

describe('FilterLinks', () => {
  it('lists the filters as links in a navigation named by its label, the current one aria-current="true"', () => {
    renderAt(<FilterLinks label="Filter by state" links={LINKS} />);
    const nav = screen.getByRole('navigation', { name: 'Filter by state' });
    expect(nav.className).toBe('filter-links');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/list?state=all');
    expect(screen.getByRole('link', { name: 'All' }).hasAttribute('aria-current')).toBe(false);
    const drafts = screen.getByRole('link', { name: 'Drafts' });
    expect(drafts.getAttribute('aria-current')).toBe('true');
    expect(drafts.className).toBe('filter-draft');
  });

  it('takes a page of its own look and aria-current="page"', () => {
    renderAt(<FilterLinks label="Kind" links={LINKS} className="staff-mails-filter" currentAs="page" />);
    expect(screen.getByRole('navigation', { name: 'Kind' }).className).toBe('staff-mails-filter');
    expect(screen.getByRole('link', { name: 'Drafts' }).getAttribute('aria-current')).toBe('page');
  });
});
