/** Small measuring helpers for the benchmarks (figures, never assertions). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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

/** Builds the production bundles of the given workspaces; a failed build ends the benchmark. */
export function buildWorkspaces(workspaces: readonly string[]): void {
  for (const w of workspaces) {
    const b = spawnSync('npm', ['run', 'build', '-w', w], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) process.exit(1);
  }
}

/**
 * A Node process of the repository (a built server), its output on this terminal. `keepError`, when given, picks
 * the lines of its error output shown (given each line and the last line dropped, if the previous one was).
 */
export function startNode(
  args: string[],
  env: Record<string, string>,
  keepError?: (line: string, previousDropped: string | null) => boolean,
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', keepError ? 'pipe' : 'inherit'],
  });
  if (keepError && child.stderr) {
    let rest = '';
    let dropped: string | null = null;
    child.stderr.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (keepError(line, dropped)) {
          dropped = null;
          process.stderr.write(`${line}\n`);
        } else dropped = line;
      }
    });
  }
  return child;
}

/** Waits until `url` answers below 500; fails when the process exits or the time is up. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} not up in time`);
}

/** Replaces (or appends) the section between two `<!-- name -->` markers of bench/RESULTS.md. */
export function writeResultsSection(name: string, section: string): void {
  const file = join(root, 'bench', 'RESULTS.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\n';
  const marker = `<!-- ${name} -->`;
  const body = `${marker}\n${section}\n${marker}`;
  writeFileSync(
    file,
    previous.includes(marker)
      ? previous.replace(new RegExp(`${marker}[\\s\\S]*${marker}`), body)
      : `${previous.trimEnd()}\n\n${body}\n`,
  );
}
