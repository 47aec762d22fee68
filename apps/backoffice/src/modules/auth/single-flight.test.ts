import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

/** A load whose answers the test releases by hand, counting the calls that reached it. */
function manualLoad() {
  const calls: { key: string; settle: (v: string) => void; fail: (e: Error) => void }[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => calls.push({ key, settle: resolve, fail: reject }));
  return { calls, load };
}

describe('singleFlight', () => {
  it('answers calls of the same key made while one is under way with that one', async () => {
    const { calls, load } = manualLoad();
    const get = singleFlight(load);
    const answers = Promise.all([get('a'), get('a'), get('a')]);
    expect(calls).toHaveLength(1);
    calls[0]!.settle('row of a');
    expect(await answers).toEqual(['row of a', 'row of a', 'row of a']);
  });

  it('asks again once the previous call has been answered (nothing kept)', async () => {
    const { calls, load } = manualLoad();
    const get = singleFlight(load);
    const first = get('a');
    calls[0]!.settle('before');
    expect(await first).toBe('before');
    const second = get('a');
    expect(calls).toHaveLength(2);
    calls[1]!.settle('after');
    expect(await second).toBe('after');
  });

  it('keeps different keys apart', async () => {
    const { calls, load } = manualLoad();
    const get = singleFlight(load);
    const a = get('a');
    const b = get('b');
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    calls[1]!.settle('row of b');
    calls[0]!.settle('row of a');
    expect([await a, await b]).toEqual(['row of a', 'row of b']);
  });

  it('shares a failure with the calls waiting on it, then asks again', async () => {
    const { calls, load } = manualLoad();
    const get = singleFlight(load);
    const waiting = [get('a'), get('a')];
    calls[0]!.fail(new Error('connection lost'));
    for (const w of waiting) await expect(w).rejects.toThrow('connection lost');
    const retry = get('a');
    expect(calls).toHaveLength(2);
    calls[1]!.settle('row of a');
    expect(await retry).toBe('row of a');
  });
});
