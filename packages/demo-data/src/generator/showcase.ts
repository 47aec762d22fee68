import { FLAGS_AND_TEXT_SHOWCASE } from './showcase-flags';
import { PRICE_AND_STOCK_SHOWCASE } from './showcase-prices-stock';
import type { ShowcaseProduct } from './showcase-kit';

/**
 * Products present in every size with fixed codes (VS-000001…VS-000019), so that tests and demos can
 * rely on them. Every value is documented in the package README; change both together.
 */
export const SHOWCASE: ShowcaseProduct[] = [...PRICE_AND_STOCK_SHOWCASE, ...FLAGS_AND_TEXT_SHOWCASE];

/** Showcase products by key: `SHOWCASE_BY_KEY.amoxicillin.number`… */
export const SHOWCASE_BY_KEY: Readonly<Record<string, ShowcaseProduct>> = Object.fromEntries(
  SHOWCASE.map((s) => [s.key, s]),
);
