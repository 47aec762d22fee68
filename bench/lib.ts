/** Small measuring helpers for the benchmarks (figures, never assertions). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ, 100 almost everywhere). */
const clockTicks = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim();
  return Number(out) > 0 ? Number(out) : 100;
})();

interface ProcStat {
  pid: number;
  ppid: number;
  /** User + system CPU time, ms. */
  cpuMs: number;
  cmdline: string;
}

/** Every process of the machine with its CPU time so far (Linux /proc; empty elsewhere). */
function processTable(): ProcStat[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
  const out: ProcStat[] = [];
  for (const pid of pids) {
    try {
      // After the command name in parentheses: state, ppid, …; utime and stime are the 12th and 13th fields.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.push({
        pid: Number(pid),
        ppid: Number(fields[1]),
        cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks,
        cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * What a group of processes is: the process trees under some pids (a server and the workers it forks), and/or the
 * processes whose command line starts with a prefix (a PostgreSQL server's backends: `postgres: …`).
 */
export interface ProcessGroup {
  roots?: number[];
  commandPrefix?: string;
}

/** The CPU time (ms) each group has used so far; compare two readings for what happened in between. */
export function cpuReading<G extends string>(groups: Record<G, ProcessGroup>): Record<G, number> {
  const table = processTable();
  const children = new Map<number, ProcStat[]>();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const byPid = new Map(table.map((p) => [p.pid, p]));
  const reading = {} as Record<G, number>;
  for (const [name, group] of Object.entries(groups) as [G, ProcessGroup][]) {
    const members = new Set<ProcStat>();
    const walk = (p: ProcStat | undefined) => {
      if (!p || members.has(p)) return;
      members.add(p);
      for (const c of children.get(p.pid) ?? []) walk(c);
    };
    for (const pid of group.roots ?? []) walk(byPid.get(pid));
    if (group.commandPrefix)
      for (const p of table) if (p.cmdline.startsWith(group.commandPrefix)) members.add(p);
    reading[name] = [...members].reduce<number>((sum, p) => sum + p.cpuMs, 0);
  }
  return reading;
}

/**
 * The first `count` variants of the catalogue (by name) a signed-in buyer can put in the cart as they are (priced,
 * sold directly, not made to order), each once, read from the back office's search at `base`.
 */
export async function orderableVariants(base: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  type Hit = { flags: { order_mode: string; is_mto: boolean }; variants: { id: number; price: unknown }[] };
  for (let page = 1; ids.length < count && page < 100; page++) {
    const res = await fetch(`${base}/search/products?page_size=100&page=${page}&sort=name_asc&locale=fr`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { hits } = (await res.json()) as { hits: Hit[] };
    if (hits.length === 0) break;
    for (const hit of hits)
      for (const v of hit.variants)
        if (ids.length < count && v.price !== null && hit.flags.order_mode === 'direct' && !hit.flags.is_mto)
          ids.push(v.id);
  }
  return ids;
}
