import { reactRouter } from '@react-router/dev/vite';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VERSION_MANIFEST_URL, versionManifest } from './app/lib/version-manifest';
import { clientCodeSplitting } from './chunking';

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The browser formats messages the server parsed (decision 022): in the client build, FormatJS's message parser is
 * replaced by its parser-less entry, so no parser ships; the server keeps the real one.
 */
function noMessageParserInBrowser(): Plugin {
  return {
    name: 'vetshop:no-message-parser-in-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== PARSER || options.ssr || this.environment.name !== 'client') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * This build's id, compiled into the page (`__VETSHOP_BUILD__`) and written with its time to /version.json in the
 * client build's folder: a page whose id differs from the served manifest's offers to reload (the new-version
 * banner, features/shell/app-version.ts). `react-router build` reads this config several times in one process:
 * the first reading picks the id and leaves it in the environment for the others (a deployment may also set
 * VETSHOP_BUILD_ID itself, e.g. to its commit).
 */
const BUILD_ID =
  (process.env.VETSHOP_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
const BUILT_AT = new Date((process.env.VETSHOP_BUILT_AT ??= new Date().toISOString()));

function versionManifestFile(): Plugin {
  return {
    name: 'vetshop:version-manifest',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: VERSION_MANIFEST_URL.slice(1),
        source: `${JSON.stringify(versionManifest(BUILD_ID, BUILT_AT))}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [noMessageParserInBrowser(), versionManifestFile(), reactRouter()],
  define: { __VETSHOP_BUILD__: JSON.stringify(BUILD_ID) },
  // The workspace packages are TypeScript sources: Vite compiles them for the server bundle too.
  ssr: { noExternal: [/^@vetshop\//] },
  build: { target: 'es2022' },
  // The browser's chunks: what every page's frame needs in one file (chunking.ts, issue 18).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: clientCodeSplitting(fileURLToPath(new URL('./app', import.meta.url))) },
        },
      },
    },
  },
});
