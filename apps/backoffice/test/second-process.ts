import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@vetshop/db';

/**
 * A second back-office PROCESS on the same PostgreSQL database as a test's app: how the shop grows past one
 * process (ARCHITECTURE "Growing past one machine"). It is the real server (src/server.ts through tsx): its
 * own connection pool, caches and clock, answering over HTTP on loopback.
 */
export interface SecondBackoffice {
  url: string;
  stop(): Promise<void>;
}

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

export async function startSecondBackoffice(databaseUrl: string): Promise<SecondBackoffice> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot(), 'apps', 'backoffice', 'src', 'server.ts')],
    {
      cwd: repoRoot(),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        BACKOFFICE_PORT: String(port),
        HOST: '127.0.0.1',
        // Its own empty file store: its start-up sweep must not touch another store's files.
        FILE_STORE_DIR: mkdtempSync(join(tmpdir(), 'vetshop-second-files-')),
        DEMO_SIZE: 'none',
        // One process (on PostgreSQL the server would otherwise fork one worker per core).
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second back office exited (${child.exitCode}):\n${output}`);
    if (/listening on/.test(output)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`second back office did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
