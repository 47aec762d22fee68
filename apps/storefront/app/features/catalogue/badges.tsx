import type { StockState } from '@vetshop/domain';
import { useI18n } from '../../i18n';
import { isInStock } from './product-view';

/** "In stock" / "No stock" per the spec's mapping of the five stock states. */
export function StockBadge({ state }: { state: StockState }) {
  const { t } = useI18n();
  const inStock = isInStock(state);
  return (
    <span className={`badge ${inStock ? 'badge-ok' : 'badge-no'}`}>
      {t(inStock ? 'stock.in_stock' : 'stock.no_stock')}
    </span>
  );
}

export function PromotionBadge() {
  const { t } = useI18n();
  return <span className="badge badge-promo">{t('badge.promotion')}</span>;
}

export function SpecialBadge() {
  const { t } = useI18n();
  return <span className="badge badge-special">{t('badge.special')}</span>;
}
