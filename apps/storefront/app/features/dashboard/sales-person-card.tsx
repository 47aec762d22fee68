import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { deviceStorage } from '../../lib/device-storage';
import {
  readSalesPerson,
  SALES_PERSON_KEY,
  salesPersonRecord,
  telHref,
  type SalesPersonView,
} from './sales-person-cache';

/**
 * The buyer's sales representative, server-rendered from the loader. The browser keeps the last one shown
 * for 24 h per user (spec doc 1 §9) and shows it when the back office could not answer this time.
 */
export function SalesPersonCard({ person, userRef }: { person: SalesPersonView | null; userRef: string }) {
  const { t } = useI18n();
  const [kept, setKept] = useState<SalesPersonView | null>(null);
  useEffect(() => {
    const storage = deviceStorage();
    if (!storage) return;
    if (person)
      storage.setItem(SALES_PERSON_KEY, JSON.stringify(salesPersonRecord(userRef, person, Date.now())));
    else {
      const cached = readSalesPerson(storage.getItem(SALES_PERSON_KEY), userRef, Date.now());
      if (cached) setKept(cached);
      else storage.removeItem(SALES_PERSON_KEY);
    }
  }, [person, userRef]);
  const shown = person ?? kept;
  if (!shown) return null;
  return (
    <section aria-labelledby="rep-title" className="dashboard-card sales-person">
      <h2 id="rep-title">{t('dashboard.rep.title')}</h2>
      <p className="sales-person-name">{shown.name}</p>
      {shown.phone ? (
        <p>
          <a
            href={telHref(shown.phone)}
            aria-label={t('dashboard.rep.call', { name: shown.name, phone: shown.phone })}
          >
            {shown.phone}
          </a>
        </p>
      ) : null}
    </section>
  );
}
