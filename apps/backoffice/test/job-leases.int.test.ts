import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastRun, releaseLease, runExclusive, takeLease } from '../src/modules/jobs';
import { createTestApp, type TestApp } from './harness';

/** The scheduled jobs' leases (decision 016): one conditional UPDATE decides who runs a job. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const t0 = new Date('2030-01-01T10:00:00Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

describe('job leases', () => {
  it('of two holders asking at once, exactly one gets the lease', async () => {
    const results = await Promise.all([
      takeLease(t.db, { name: 'job-a', holder: 'p1', ttlMs: 60_000, now: t0 }),
      takeLease(t.db, { name: 'job-a', holder: 'p2', ttlMs: 60_000, now: t0 }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('a held lease is refused to another until it expires, then taken over', async () => {
    expect(await takeLease(t.db, { name: 'job-b', holder: 'p1', ttlMs: 60_000, now: t0 })).toBe(true);
    expect(await takeLease(t.db, { name: 'job-b', holder: 'p2', ttlMs: 60_000, now: plus(59_000) })).toBe(
      false,
    );
    // The holder itself may renew it.
    expect(await takeLease(t.db, { name: 'job-b', holder: 'p1', ttlMs: 60_000, now: plus(30_000) })).toBe(
      true,
    );
    expect(await takeLease(t.db, { name: 'job-b', holder: 'p2', ttlMs: 60_000, now: plus(89_000) })).toBe(
      false,
    );
    // p1 died: its lease (renewed until +90 s) runs out, p2 takes over.
    expect(await takeLease(t.db, { name: 'job-b', holder: 'p2', ttlMs: 60_000, now: plus(91_000) })).toBe(
      true,
    );
    expect(await takeLease(t.db, { name: 'job-b', holder: 'p1', ttlMs: 60_000, now: plus(92_000) })).toBe(
      false,
    );
  });

  it('a released lease is free at once and notes the last run', async () => {
    expect(await takeLease(t.db, { name: 'job-c', holder: 'p1', ttlMs: 60_000, now: t0 })).toBe(true);
    await releaseLease(t.db, { name: 'job-c', holder: 'p1', now: plus(1000) });
    expect(await lastRun(t.db, 'job-c')).toEqual(plus(1000));
    expect(await takeLease(t.db, { name: 'job-c', holder: 'p2', ttlMs: 60_000, now: plus(2000) })).toBe(true);
  });

  it('runExclusive: two processes starting the job at once run it once', async () => {
    let runs = 0;
    const job = () =>
      runExclusive(
        t.db,
        { name: 'job-d', holder: `p${Math.random()}`, ttlMs: 60_000, now: () => t0 },
        async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 50));
        },
      );
    const [a, b] = await Promise.all([job(), job()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await lastRun(t.db, 'job-d')).toEqual(t0);
  });
});
