/**
 * The storefront on several cores (issue 18 §4): real processes, the primary of cluster.js and two workers
 * serving the real content purge (fixtures/cluster-server.ts). A purge received by one worker drops the
 * caches of every worker; a worker that dies is replaced; SIGTERM stops them all.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { workerCount } from '../cluster.js';

const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'cluster-server.ts');
const TOKEN = 'cluster-test-purge-token';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request on its own connection (no keep-alive): the primary hands each connection to the next worker. */
function call(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

interface Cluster {
  child: ChildProcess;
  port: number;
  output: () => string;
  waitFor: (pattern: RegExp, count?: number) => Promise<void>;
}

let running: ChildProcess | undefined;
afterEach(() => {
  if (running && running.exitCode === null) running.kill('SIGKILL');
  running = undefined;
});

async function startCluster(workers: number): Promise<Cluster> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, WORKERS: String(workers), PORT: String(port), CONTENT_PURGE_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const waitFor = async (pattern: RegExp, count = 1) => {
    const global = new RegExp(pattern.source, 'g');
    for (let i = 0; i < 400; i++) {
      if ((output.match(global)?.length ?? 0) >= count) return;
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${String(pattern)} ×${count} in:\n${output}`);
  };
  await waitFor(/worker \d+ listening/, workers);
  return { child, port, output: () => output, waitFor };
}

/** Reads /state until `workers` different workers have answered: pid → loads of its caches so far. */
async function stateOfEveryWorker(port: number, workers: number): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  for (let i = 0; i < 40 && seen.size < workers; i++) {
    const { pid, loads } = JSON.parse((await call(port, 'GET', '/state')).body) as {
      pid: number;
      loads: number;
    };
    seen.set(pid, loads);
  }
  expect(seen.size).toBe(workers);
  return seen;
}

describe('storefront cluster', () => {
  it('runs WEB_CONCURRENCY workers, else one per core', () => {
    expect(workerCount({}, 2)).toBe(2);
    expect(workerCount({ WEB_CONCURRENCY: '3' }, 2)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(() => workerCount({ WEB_CONCURRENCY: 'two' }, 2)).toThrow(
      /WEB_CONCURRENCY must be a positive integer/,
    );
    expect(() => workerCount({ WEB_CONCURRENCY: '0' }, 2)).toThrow(/WEB_CONCURRENCY/);
  });

  it('drops the content caches of every worker when one of them receives the purge, and relays only a valid one', async () => {
    const { port, output } = await startCluster(2);
    expect(output()).toMatch(/starting 2 workers/);
    const warm = await stateOfEveryWorker(port, 2);
    // Served from the caches now: no worker loads again.
    expect(await stateOfEveryWorker(port, 2)).toEqual(warm);

    // A refused purge drops nothing anywhere.
    const refused = await call(port, 'POST', '/internal/content-purge', { Authorization: 'Bearer wrong' });
    expect(refused.status).toBe(401);
    expect(await stateOfEveryWorker(port, 2)).toEqual(warm);

    const purge = await call(port, 'POST', '/internal/content-purge', { Authorization: `Bearer ${TOKEN}` });
    expect(purge.status).toBe(204);

    // Each worker, whichever received the purge, loads every cache again on its next page.
    const after = await stateOfEveryWorker(port, 2);
    for (const [pid, loads] of warm) expect(after.get(pid), `worker ${pid}`).toBe(loads * 2);
  }, 60_000);

  it('replaces a worker that dies, and stops every worker on SIGTERM', async () => {
    const { child, port, waitFor } = await startCluster(2);
    const before = [...(await stateOfEveryWorker(port, 2)).keys()];
    await call(port, 'POST', '/crash');
    await waitFor(/died \(code 3\): starting another/);
    await waitFor(/worker \d+ listening/, 3);
    const after = [...(await stateOfEveryWorker(port, 2)).keys()];
    expect(after.filter((pid) => !before.includes(pid))).toHaveLength(1);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitFor(/all workers stopped/);
    for (const pid of after) expect(() => process.kill(pid, 0), `worker ${pid} still alive`).toThrow();
  }, 60_000);
});
