export * from './client';
export * from './paths';
export * from './passwords';
export * from './sql-helpers';
export * from './queries/pricing';
export * as schema from './schema/index';
export * from './schema/index';
