export * from './common';
export * from './vocabulary';
export * from './auth';
export * from './customer';
export * from './cart';
export * from './sales';
export * from './statistics';
export * from './search';
