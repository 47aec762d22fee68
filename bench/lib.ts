/** Small measuring helpers for the benchmarks (figures, never assertions). */

export interface Figures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Requests per second with `concurrency` clients, when measured. */
  throughput?: number;
  concurrency?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length),
  };
}

/** Runs `task` `n` times one after the other and returns the latencies in ms. */
export async function sequential(n: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await task(i);
    out.push(performance.now() - t);
  }
  return out;
}

/** `concurrency` clients looping on `task` for `seconds`; returns requests per second. */
export async function throughput(
  seconds: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await task(i++);
        done++;
      }
    }),
  );
  return done / seconds;
}

export const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
