/**
 * How many back-office processes run (issue 18 §4), with the real server (src/server.ts through tsx): on PGlite
 * one, whatever WEB_CONCURRENCY asks (said in the log); on a PostgreSQL server one worker per WEB_CONCURRENCY,
 * a worker that dies is replaced, SIGTERM stops them all. Real servers through tsx (a fresh PGlite migrates, a
 * cluster starts three processes): long timeouts for a busy machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@vetshop/db';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { processPlan } from '../src/cluster';
import { createTestApp, type TestApp } from './harness';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
  });
}

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot(), 'apps', 'backoffice', 'src', 'server.ts')],
    {
      cwd: repoRoot(),
      env: {
        ...inherited,
        BACKOFFICE_PORT: String(port),
        HOST: '127.0.0.1',
        FILE_STORE_DIR: tempDir('vetshop-processes-files-'),
        DEMO_SIZE: 'none',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = started;
  let output = '';
  started.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  started.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const waitFor = async (pattern: RegExp, count = 1) => {
    const all = new RegExp(pattern.source, 'g');
    const deadline = Date.now() + 150_000;
    while ((output.match(all)?.length ?? 0) < count) {
      if (started.exitCode !== null || Date.now() > deadline)
        throw new Error(`no ${String(pattern)} ×${count} (exit ${started.exitCode}):\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stopped = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
  const health = async () => (await fetch(`http://127.0.0.1:${port}/health`)).status;
  return { child: started, output: () => output, waitFor, stopped, health };
}

describe('processPlan', () => {
  it('is one process on PGlite whatever is asked, one per core (or WEB_CONCURRENCY) on PostgreSQL', () => {
    expect(processPlan({ WEB_CONCURRENCY: '4' }, 'pglite', 8)).toEqual({
      workers: 1,
      note: expect.stringMatching(/PGlite .* one back-office process, not 4/),
    });
    expect(processPlan({}, 'pglite', 8).workers).toBe(1);
    expect(processPlan({}, 'postgres', 2)).toEqual({ workers: 2, note: null });
    expect(processPlan({ WEB_CONCURRENCY: '3' }, 'postgres', 2).workers).toBe(3);
    expect(() => processPlan({ WEB_CONCURRENCY: 'many' }, 'postgres', 2)).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('the back office server', () => {
  it('runs one process on PGlite even when asked for two, and says so', async () => {
    const server = await start({ PGLITE_DIR: tempDir('vetshop-processes-pglite-'), WEB_CONCURRENCY: '2' });
    await server.waitFor(/listening on/);
    expect(await server.health()).toBe(200);
    expect(server.output()).toMatch(
      /PGlite is an embedded engine for one process: one back-office process, not 2/,
    );
    expect(server.output()).toMatch(/one process \(\d+\)/);
    expect(server.output()).not.toMatch(/worker|starting \d+ workers/);
    server.child.kill('SIGTERM');
    expect(await server.stopped).toBe(0);
  }, 180_000);

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
    let t: TestApp;
    afterAll(() => t?.close());

    it('runs WEB_CONCURRENCY workers, replaces one that dies, and stops them all on SIGTERM', async () => {
      t = await createTestApp();
      const server = await start({ DATABASE_URL: t.databaseUrl!, WEB_CONCURRENCY: '2' });
      await server.waitFor(/worker \d+ listening \(/, 2);
      expect(server.output()).toMatch(/starting 2 workers/);
      expect(await server.health()).toBe(200);
      const pids = [...server.output().matchAll(/worker (\d+) listening \(/g)].map((m) => Number(m[1]));
      process.kill(pids[0]!, 'SIGKILL');
      await server.waitFor(new RegExp(`worker ${pids[0]} died \\(SIGKILL\\): starting another`));
      await server.waitFor(/worker \d+ listening \(/, 3);
      expect(await server.health()).toBe(200);

      const all = [...server.output().matchAll(/worker (\d+) listening \(/g)].map((m) => Number(m[1]));
      server.child.kill('SIGTERM');
      expect(await server.stopped).toBe(0);
      expect(server.output()).toMatch(/all workers stopped/);
      for (const pid of all) expect(() => process.kill(pid, 0), `worker ${pid}`).toThrow();
    }, 240_000);
  });
});
