/**
 * The storefront's own Vite config plus one observer: after the client build, it writes which modules went into
 * which chunk (with their rendered code) to the file named by BENCH_JS_REPORT, for bench/js-breakdown.ts. It
 * changes nothing in the build's output.
 */
import { writeFileSync } from 'node:fs';
import { mergeConfig, type Plugin } from 'vite';
import storefront from '../apps/storefront/vite.config';

export interface ChunkReport {
  file: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; code: string }[];
}

const modulesReport: Plugin = {
  name: 'bench-js-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const out = process.env.BENCH_JS_REPORT;
    if (!out || this.environment.name !== 'client') return;
    const chunks: ChunkReport[] = [];
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      chunks.push({
        file: item.fileName,
        isEntry: item.isEntry,
        facade: item.facadeModuleId,
        imports: item.imports,
        dynamicImports: item.dynamicImports,
        modules: Object.entries(item.modules).map(([id, m]) => ({ id, code: m.code ?? '' })),
      });
    }
    writeFileSync(out, JSON.stringify(chunks));
  },
};

export default mergeConfig(storefront, { plugins: [modulesReport] });
