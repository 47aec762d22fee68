import { APP_UPDATE_CHECK_MS } from '@vetshop/domain';
import type { VersionManifest } from '../../lib/version-manifest';

export { VERSION_MANIFEST_URL, versionManifest, type VersionManifest } from '../../lib/version-manifest';

/**
 * The new-version banner's rules (spec doc 1 §2, doc 2 §2 and §7 "a latest-build manifest with a timestamp"):
 * each build writes `/version.json` (vite.config.ts) and compiles its own id into the page; the page reads the
 * manifest every APP_UPDATE_CHECK_MS and, back on the tab after that long, at once. A different id means a new
 * version is deployed.
 */

/** The manifest read back; null for anything else (a proxy's error page, an older shape). */
export function parseVersionManifest(raw: unknown): VersionManifest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { build, builtAt } = raw as Partial<Record<keyof VersionManifest, unknown>>;
  return typeof build === 'string' && build !== '' && typeof builtAt === 'string' ? { build, builtAt } : null;
}

/** A new version is deployed when the served manifest names another build than the running one. */
export function isNewVersion(runningBuild: string, served: unknown): boolean {
  const manifest = parseVersionManifest(served);
  return manifest !== null && manifest.build !== runningBuild;
}

/** On focus (or the tab shown again): checked at once only when the last check is at least the interval old. */
export function checkIsDue(
  lastCheckedAt: number,
  now: number,
  intervalMs: number = APP_UPDATE_CHECK_MS,
): boolean {
  return now - lastCheckedAt >= intervalMs;
}
