// Types of check-cycles.mjs (plain JS, run by `npm run lint`), for the tests.
export declare const SOURCES: string[];
export declare function importCycles(globs: string[], cwd: string): Promise<string[][]>;
