import { asc } from 'drizzle-orm';
import { countries, countryStates, currencies, paymentModes, titles, type Executor } from '@vetshop/db';

/** Reference lists, one query after the other (this may run inside a transaction: one connection). */
export async function referenceData(db: Executor) {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.id));
  const titleRows = await db.select().from(titles).orderBy(asc(titles.id));
  const stateRows = await db.select().from(countryStates).orderBy(asc(countryStates.id));
  const currencyRows = await db.select().from(currencies).orderBy(asc(currencies.id));
  const paymentModeRows = await db.select().from(paymentModes).orderBy(asc(paymentModes.id));
  return {
    countries: countryRows,
    titles: titleRows,
    states: stateRows,
    currencies: currencyRows,
    paymentModes: paymentModeRows,
  };
}
