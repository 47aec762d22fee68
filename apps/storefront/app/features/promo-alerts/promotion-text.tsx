import type { CurrentPromotionView } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { formatDay, formatInteger } from '../../lib/format';

/** A current promotion as the list says it: "3 + 1 gratuit jusqu'au 27/11/2026", "Offre spéciale sans date de fin". */
export function PromotionText({ promotion }: { promotion: CurrentPromotionView }) {
  const { locale, t } = useI18n();
  const what =
    promotion.kind === 'supplier_promotion' &&
    promotion.ratio_main_product !== null &&
    promotion.ratio_promotional_product !== null
      ? t('promoAlerts.freeGoods', {
          main: formatInteger(promotion.ratio_main_product, locale),
          free: formatInteger(promotion.ratio_promotional_product, locale),
        })
      : t('promoAlerts.special');
  return (
    <>
      <strong>{what}</strong>{' '}
      {promotion.date_end ? (
        <time dateTime={promotion.date_end}>
          {t('promoAlerts.until', { date: formatDay(promotion.date_end, locale) })}
        </time>
      ) : (
        t('promoAlerts.noEnd')
      )}
    </>
  );
}
