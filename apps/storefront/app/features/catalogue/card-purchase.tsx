import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { deferred } from '../../lib/deferred';
import { urls } from '../../lib/urls';
import type { CardPurchase, ProductCardView } from './card-view';

/** The quick add's code is fetched only when a card shows it (a guest's listing never loads it: issue 18). */
const quickAdd = deferred(() => import('./quick-add').then((m) => m.QuickAdd));

/** Preloads the quick add, for a route's clientLoader (lib/deferred.tsx). */
export const preloadQuickAdd = quickAdd.preload;

/** What a listing card or row offers to buy (cardPurchase): the add form, a link to choose a variant, or nothing. */
export function CardPurchaseBox({
  card,
  purchase,
  titleId,
}: {
  card: ProductCardView;
  purchase: CardPurchase;
  /** The card's title, which the "choose a variant" link names its product by. */
  titleId: string;
}) {
  const { locale, t } = useI18n();
  if (purchase.kind === 'none') return null;
  if (purchase.kind === 'choose')
    return (
      <p className="card-purchase card-purchase-choose">
        <Link to={urls.product(locale, card.url_key)} aria-describedby={titleId}>
          {t('listing.chooseVariant')}
        </Link>
      </p>
    );
  return (
    <div className="card-purchase">
      <quickAdd.Component card={card} variant={purchase.variant} />
    </div>
  );
}
