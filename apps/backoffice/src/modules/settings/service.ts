import type { Locale, Settings } from '@vetshop/contract';
import type { Database, Executor } from '@vetshop/db';
import { memo } from '../../cache';
import type { AppContext } from '../../context';
import { referenceData } from './repository';

export type ReferenceData = Awaited<ReturnType<typeof referenceData>>;

/**
 * Reference data rarely changes: read once per database every ten minutes. Cached under the root
 * database, read through `via` (the open transaction, if any: PGlite runs one at a time, so a read on
 * the root database from inside a transaction would wait for it forever).
 */
export function cachedReferenceData(root: Database, via: Executor = root): Promise<ReferenceData> {
  return memo(root, 'reference-data', 10 * 60 * 1000, () => referenceData(via));
}

/** The reference lists in the caller's language (GET /settings). */
export async function getSettings(ctx: AppContext, locale: Locale): Promise<Settings> {
  const ref = await cachedReferenceData(ctx.db);
  return {
    countries: ref.countries.map((x) => ({ id: x.id, code: x.code, name: x.name[locale] })),
    titles: ref.titles.map((x) => ({
      id: x.id,
      code: x.code,
      name: x.name[locale],
      shortcut: x.shortcut[locale],
    })),
    states: ref.states.map((x) => ({
      id: x.id,
      code: x.code,
      name: x.name[locale],
      country_id: x.countryId,
    })),
    currencies: ref.currencies.map((x) => ({ id: x.id, code: x.code, name: x.name, symbol: x.symbol })),
    payment_modes: ref.paymentModes.map((x) => ({ id: x.id, code: x.code, name: x.name[locale] })),
  };
}
