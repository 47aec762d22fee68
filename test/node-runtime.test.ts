import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 024: the project brings its own Node LTS through npm (the root package's optional dependencies, one
 * package per platform, `node_modules/.bin/node`), so every npm script runs on it whatever Node the machine has.
 */
const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('the Node the project runs on', () => {
  it('is the version pinned for this platform, not the machine’s own', () => {
    const platform = process.platform === 'win32' ? 'win' : process.platform;
    const pinned = manifest.optionalDependencies[`node-${platform}-${process.arch}`];
    // A platform npm has no package for (Apple silicon): the developer's own Node, of the same major.
    const expected = pinned ?? /\d+/.exec(manifest.engines.node)![0];
    if (pinned) expect(process.versions.node).toBe(pinned);
    else expect(process.versions.node.split('.')[0]).toBe(expected);
  });

  it('is a maintained LTS line (24 until April 2028)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(process.release.lts).toBeTruthy();
  });
});
