// @vitest-environment happy-dom
/**
 * Spec doc 2 §4: when the cart goes from offline to online, wishlists and promo subscriptions are loaded if not
 * yet loaded. The shared reader reads again after a failed read — on the browser's `online` event or when the
 * cart engine is back online — and never repeats a read that succeeded.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartContext, EMPTY_CART } from './cart-state';
import { useOnlineResource } from './online-resource';

function Reader({ url }: { url: string | null }) {
  const { data, status } = useOnlineResource<{ lists: string[] }>(url);
  return (
    <p data-testid="out">
      {status}:{data?.lists.join(',') ?? '-'}
    </p>
  );
}

const out = () => screen.getByTestId('out').textContent;
const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

// act() around the events the test dispatches itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useOnlineResource', () => {
  it('reads again when the connection comes back after a failed read', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockImplementationOnce(() => answer({ lists: ['Hebdo', 'Chirurgie'] }));
    render(<Reader url="/fr/account/wishlists/popin" />);
    await settle();
    expect(out()).toBe('failed:-');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await goOnline();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/fr/account/wishlists/popin');
    expect(out()).toBe('loaded:Hebdo,Chirurgie');
  });

  it('takes a 5xx answer (back office unreachable) for a failure too', async () => {
    fetchMock.mockImplementationOnce(() => answer({ lists: [], unavailable: true }, 503));
    fetchMock.mockImplementationOnce(() => answer({ lists: ['Hebdo'] }));
    render(<Reader url="/x" />);
    await settle();
    expect(out()).toBe('failed:-');
    await goOnline();
    await settle();
    expect(out()).toBe('loaded:Hebdo');
  });

  it('does not read again when the first read succeeded', async () => {
    fetchMock.mockImplementation(() => answer({ lists: ['Hebdo'] }));
    render(<Reader url="/x" />);
    await settle();
    expect(out()).toBe('loaded:Hebdo');
    await goOnline();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads again when the cart engine goes from offline to online after a failed read', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockImplementationOnce(() => answer({ lists: ['Hebdo'] }));
    const at = (offline: boolean) => (
      <CartContext.Provider value={{ ...EMPTY_CART, ready: true, offline }}>
        <Reader url="/x" />
      </CartContext.Provider>
    );
    const view = render(at(true));
    await settle();
    expect(out()).toBe('failed:-');
    view.rerender(at(true));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    view.rerender(at(false));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(out()).toBe('loaded:Hebdo');
  });

  it('reads nothing until a url is given (a dialog not opened yet), even when the connection comes back', async () => {
    fetchMock.mockImplementation(() => answer({ lists: ['Hebdo'] }));
    const view = render(<Reader url={null} />);
    await goOnline();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(out()).toBe('idle:-');
    view.rerender(<Reader url="/x" />);
    await settle();
    expect(out()).toBe('loaded:Hebdo');
  });
});
