import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [noMessageParserInBrowser(), reactRouter()],
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
