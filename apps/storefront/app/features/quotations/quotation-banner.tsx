import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { bannerItems, type QuotationCounts } from './banner';
import { listSearch } from '../../ui/list-kit';
import { QUOTATIONS_LIST_DEFAULTS } from './quotation-labels';

/**
 * On every account page (spec doc 1 §4): how many drafts and quotations await the buyer, each a link to the list
 * filtered on it; nothing when both are 0.
 */
export function QuotationBanner({ counts }: { counts: QuotationCounts | null }) {
  const { locale, t } = useI18n();
  const items = bannerItems(counts);
  if (items.length === 0) return null;
  return (
    <aside
      className="notice quotation-banner"
      aria-label={t('quotations.banner.label')}
      data-testid="quotation-banner"
    >
      <ul>
        {items.map((item) => (
          <li key={item.state}>
            <Link
              to={`${urls.quotations(locale)}${listSearch({ state: item.state, page: 1 }, QUOTATIONS_LIST_DEFAULTS)}`}
            >
              {t(item.message, { count: item.count })}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
