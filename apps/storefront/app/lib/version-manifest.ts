/**
 * The build's manifest (app-version.ts says what reads it). No import: vite.config.ts writes it with this module
 * when the config is read, before the app's workspace packages can be compiled.
 */

/** Where the build writes its manifest (the client build's folder, served as a static file). */
export const VERSION_MANIFEST_URL = '/version.json';

export interface VersionManifest {
  /** The build's id: unique per build. */
  build: string;
  /** When it was built (ISO 8601). */
  builtAt: string;
}

export function versionManifest(build: string, builtAt: Date): VersionManifest {
  return { build, builtAt: builtAt.toISOString() };
}
