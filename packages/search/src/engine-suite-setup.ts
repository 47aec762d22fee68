import type { SearchEngine } from './engine';
import type { CatalogueFixture } from './testing/fixture';

/** What a search engine's test gives the shared suite (engine-suite.ts). */
export interface EngineSuiteSetup {
  engine: SearchEngine;
  fixture: CatalogueFixture;
  /** Renames a product in every locale (catalogue tables only: the test then refreshes the engine). */
  renameProduct(productId: number, name: string): Promise<void>;
  /** Takes a product off the website (catalogue tables only). */
  withdrawProduct(productId: number): Promise<void>;
  teardown(): Promise<void>;
}
