export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIZES, DEFAULT_SEED, type DemoAccount } from './constants';
export type { DemoDataset, DemoSize, SeedSummary } from './types';
export { buildDemoDataset, type DatasetOptions } from './generator/dataset';
export { SHOWCASE, SHOWCASE_BY_KEY } from './generator/showcase';
export type { ShowcaseProduct } from './generator/showcase-kit';
export { productImageUrl, type ImageSize } from './images';
export { isSeeded, seedDemoData, truncateAll, type SeedOptions } from './seed/seed';
export { insertCms, type DemoFileStore } from './seed/insert-cms';
export type { DemoOutboxMail } from './generator/outbox';
