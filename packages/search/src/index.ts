export type { Caller, RefreshOptions, RefreshSummary, SearchEngine, WarmSummary } from './engine';
export { createPostgresSearchEngine, type PostgresEngineOptions } from './postgres/postgres-engine';
export { isIndexStale, refreshSearchIndex } from './postgres/refresh';
export { normalizeText, tokenize } from './text/normalize';
export { visibleProductCondition } from './postgres/hit-rows';
