// @vitest-environment happy-dom
import { APP_UPDATE_CHECK_MS } from '@vetshop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForNewVersion } from './update-check';

/** The served manifest names `served`; counts the reads. */
function serve(served: { build: string }) {
  const fetchMock = vi.fn(async () => Response.json({ ...served, builtAt: '2026-11-28T22:00:00.000Z' }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchForNewVersion', () => {
  it('reads the manifest every APP_UPDATE_CHECK_MS, and says so once it names another build', async () => {
    const served = { build: 'running' };
    const reads = serve(served);
    const onNew = vi.fn();
    const stop = watchForNewVersion('running', onNew);
    await vi.advanceTimersByTimeAsync(APP_UPDATE_CHECK_MS - 1);
    expect(reads).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(onNew).not.toHaveBeenCalled();
    served.build = 'next';
    await vi.advanceTimersByTimeAsync(APP_UPDATE_CHECK_MS);
    expect(onNew).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(APP_UPDATE_CHECK_MS);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('back on the tab: at once when the last check is that old, not before', async () => {
    const reads = serve({ build: 'next' });
    const onNew = vi.fn();
    const stop = watchForNewVersion('running', onNew);
    vi.setSystemTime(Date.now() + APP_UPDATE_CHECK_MS - 1000); // the interval's timer not due yet
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(reads).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 1000);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(onNew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('an answer that is not a manifest, or no answer, says nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
        .mockRejectedValueOnce(new TypeError('offline'))
        .mockResolvedValueOnce(Response.json({ error: 'x' })),
    );
    const onNew = vi.fn();
    const stop = watchForNewVersion('running', onNew);
    await vi.advanceTimersByTimeAsync(3 * APP_UPDATE_CHECK_MS);
    expect(onNew).not.toHaveBeenCalled();
    stop();
  });
});
