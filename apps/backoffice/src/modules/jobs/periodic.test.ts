import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePeriodic } from './periodic';

describe('schedulePeriodic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval, never two runs at once; stop waits for the run under way', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const run = () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const stop = schedulePeriodic(run, { intervalMs: 1000, onError: () => {} });
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still under way: its ticks are skipped
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('hands a failed run to onError and runs again at the next tick', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = schedulePeriodic(
      () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('database away')) : Promise.resolve();
      },
      { intervalMs: 1000, onError: (err) => errors.push(err) },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([new Error('database away')]);
    expect(runs).toBe(2);
    await stop();
  });
});
