// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadingFocus } from './heading-focus';

function Frame() {
  useHeadingFocus();
  return (
    <>
      <Link to="/b">Vers B</Link>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function router() {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { path: 'a', element: <h1>Page A</h1> },
          { path: 'b', element: <h1>Page B</h1> },
          { path: 'c', element: <p>Sans titre</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
}

afterEach(cleanup);

describe('focus after a client-side navigation', () => {
  it('moves to the new page’s heading, not on the first load nor when only the query changes', async () => {
    const r = router();
    const { getByText } = render(<RouterProvider router={r} />);
    const link = getByText('Vers B');
    link.focus();
    expect(document.activeElement).toBe(link);

    await act(() => r.navigate('/a?page=2'));
    expect(document.activeElement).toBe(link);

    await act(() => r.navigate('/b'));
    expect(document.activeElement?.textContent).toBe('Page B');
    expect(document.activeElement?.tagName).toBe('H1');

    await act(() => r.navigate('/c'));
    expect(document.activeElement?.id).toBe('main');
  });
});
