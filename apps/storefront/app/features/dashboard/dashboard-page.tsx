import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { OrderImportPanel } from '../order-import';
import { DueSoon } from '../reorder';
import type { loadDashboardPage } from './dashboard-page.server';
import { ExpensesChart } from './expenses-chart';
import { KeyFigures } from './key-figures';
import { LoyaltyCards } from './loyalty-cards';
import { SalesPersonCard } from './sales-person-card';
import { TopOrdered } from './top-ordered';

/** /account: the buyer's dashboard (spec doc 1 §2). */
export function DashboardPage({ loaderData }: { loaderData: LoaderData<typeof loadDashboardPage> }) {
  const { t } = useI18n();
  const { figures, monthly, fiveYears, top, salesPerson, loyalty, userRef, dueSoon, canOrder } = loaderData;
  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <KeyFigures figures={figures} />
      <DueSoon {...dueSoon} canOrder={canOrder} />

      {/* CSV order import (issue 9 §5): an order from the practice software goes into the cart from here. */}
      <OrderImportPanel />

      <div className="dashboard-cards">
        <LoyaltyCards cards={loyalty} />
        <SalesPersonCard person={salesPerson} userRef={userRef} />
      </div>
      <ExpensesChart monthly={monthly} fiveYears={fiveYears} />
      <TopOrdered {...top} />
    </section>
  );
}
