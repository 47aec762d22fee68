export * from './common';
export * from './vocabulary';
export * from './search';
