import type { ProductMonthlyOrdered } from '@vetshop/contract';
import { lazy, Suspense } from 'react';
import { Await } from 'react-router';
import { useI18n } from '../../i18n';

/**
 * The figures' code (product-stats-figures.tsx: the chart and the table) comes with import() once the figures are
 * there, behind the same "loading" status: only signed-in buyers have the tab, and the product page's first
 * JavaScript does not carry it (issue 18).
 */
const ProductStatsView = lazy(() =>
  import('./product-stats-figures').then((figures) => ({ default: figures.ProductStatsView })),
);

/**
 * The product page's stats tab (spec doc 1 §2): the signed-in buyer's own orders of this variant by month over the
 * last 12 months. The loader does not wait for them: they stream in after the page (a deferred promise), so the
 * product's critical data is never slowed; until then the panel says it is loading.
 */
export function ProductStats({ stats }: { stats: Promise<ProductMonthlyOrdered | null> }) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<p role="status">{t('product.stats.loading')}</p>}>
      <Await resolve={stats} errorElement={<p>{t('product.stats.unavailable')}</p>}>
        {(resolved) =>
          resolved ? <ProductStatsView stats={resolved} /> : <p>{t('product.stats.unavailable')}</p>
        }
      </Await>
    </Suspense>
  );
}
