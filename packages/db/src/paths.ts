import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root: the nearest folder above the working directory holding package-lock.json. */
export function repoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'package-lock.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
  return dir;
}

/** PGlite's data folder when nothing else is said: var/db at the repository root. */
export function defaultDataDir(): string {
  return join(repoRoot(), 'var', 'db');
}
