import type { FacetValue, SearchFacets } from '@vetshop/contract';
import { STOCK_STATES, type StockState } from '@vetshop/domain';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { Form, Link, useNavigate, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { useCspNonce } from '../../lib/csp-nonce';
import { deferred } from '../../lib/deferred';
import { formatInteger } from '../../lib/format';
import { pageItems } from '../../ui/page-items';
import {
  activeFilters,
  availableSorts,
  EMPTY_LISTING,
  hasFilters,
  isSelected,
  isSort,
  lastPage,
  LISTING_FILTERS,
  listingSearch,
  readView,
  toggleFilter,
  VIEW_PARAM,
  withView,
  type ListingQuery,
  type ListingView,
} from './listing-query';
import { cardPurchase, type ListingResultView, type ProductCardView } from './card-view';
import { ProductCard } from './product-card';

/** The facets the listing shows: those the back office counts, among the filters the listing offers. */
export type FacetName = keyof SearchFacets & keyof typeof LISTING_FILTERS;

const FACET_TITLES: Record<FacetName, MessageKey> = {
  category: 'filters.category',
  brand: 'filters.brand',
  species: 'filters.species',
  stock_state: 'filters.stock',
  promotion: 'filters.promotion',
  active_principle: 'filters.activePrinciple',
  presentation: 'filters.presentation',
  administration_route: 'filters.administrationRoute',
  indication: 'filters.indication',
  animal_size: 'filters.animalSize',
  age: 'filters.age',
  food_range: 'filters.foodRange',
  size: 'filters.size',
  color: 'filters.color',
  supplier: 'filters.supplier',
  order_mode: 'filters.orderMode',
  vet_group: 'filters.vetGroup',
  loyalty_rule: 'filters.loyaltyRule',
  is_discount: 'filters.discount',
  is_discount_this_month: 'filters.discountThisMonth',
};

/**
 * The facets of a listing after its own (the category page has no category facet), in the order a buyer looks
 * for them: what the product is, for which animal, where it comes from, how it is sold; empty ones are not shown.
 */
export const PRODUCT_FACETS = [
  'brand',
  'species',
  'active_principle',
  'presentation',
  'administration_route',
  'indication',
  'animal_size',
  'age',
  'food_range',
  'size',
  'color',
  'supplier',
  'stock_state',
  'order_mode',
  'promotion',
  'is_discount',
  'is_discount_this_month',
  'vet_group',
  'loyalty_rule',
] as const satisfies readonly FacetName[];

/**
 * The compact list (`view=list`) comes only with the pages that show it: the product page shares this module's
 * chunk, and its first JavaScript has a budget (e2e/page-weight.spec.ts; lib/deferred.tsx).
 */
const listView = deferred(() => import('./list-view').then((m) => m.ListView));

/** Below this width the filters sit above the products (catalogue.css) and start folded. */
const NARROW = '(max-width: 900px)';

function foldScript(id: string): string {
  return `matchMedia(${JSON.stringify(NARROW)}).matches&&(document.getElementById(${JSON.stringify(id)}).open=false)`;
}

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true for renders after (an inline script only helps the former). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function isStockState(v: string): v is StockState {
  return (STOCK_STATES as readonly string[]).includes(v);
}

function isFilter(name: string): name is keyof typeof LISTING_FILTERS {
  return Object.hasOwn(LISTING_FILTERS, name);
}

/**
 * The listing as shown while a change is on its way, so that a ticked box stays ticked until the new results
 * arrive: the state the page computed when the buyer ticked a box or chose a sort (`showNow`), while the
 * navigation to its URL is the one under way. Any other navigation of this page (the back button, a link) shows
 * the listing on screen, marked busy, until the loader answers: the browser parses no URL. Inputs are controlled
 * by it, which also resets them when a link such as "clear the filters" changes the URL.
 */
function useShownQuery(
  path: string,
  query: ListingQuery,
): { shown: ListingQuery; busy: boolean; showNow(next: ListingQuery, search: string): void } {
  const navigation = useNavigation();
  const [optimistic, setOptimistic] = useState<{
    base: ListingQuery;
    next: ListingQuery;
    search: string;
  } | null>(null);
  const loading = navigation.location;
  const here = loading !== undefined && loading.pathname === path;
  const mine =
    optimistic !== null &&
    optimistic.base === query &&
    (loading === undefined || (here && loading.search === optimistic.search));
  return {
    shown: mine ? optimistic.next : query,
    busy: here,
    showNow: (next, search) => setOptimistic({ base: query, next, search }),
  };
}

export interface ListingProps {
  result: ListingResultView;
  query: ListingQuery;
  signedIn: boolean;
  /** The page's path, without its query string. */
  path: string;
  facets: readonly FacetName[];
  /** Text of the empty state. */
  emptyText: string;
  /** Whether the buyer's account may order (quick add); the session's, from the root's data, by default. */
  canOrder?: boolean;
}

/** The signed-in user's right to order, as the root's loader has it (root.tsx; features cannot import it). */
function useSessionCanOrder(): boolean {
  const root = useRouteLoaderData('root') as { user?: { canOrder?: unknown } | null } | undefined;
  return root?.user?.canOrder === true;
}

/**
 * Filters (a GET form: works without JavaScript; with it, every change applies at once), sort, results and
 * pagination of a category or search page. Everything lives in the URL.
 */
export function Listing({ result, query, signedIn, path, facets, emptyText, canOrder }: ListingProps) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = readView(params);
  const sessionCanOrder = useSessionCanOrder();
  const buyer = { signedIn, canOrder: canOrder ?? sessionCanOrder };
  const purchaseOf = (hit: ProductCardView) => cardPurchase(hit, buyer);
  // One listing per page: stable ids.
  const formId = 'listing';
  const { shown, busy, showNow } = useShownQuery(path, query);
  const last = lastPage(result.total, result.page_size);
  // Every link keeps the view the buyer chose (withView).
  const hrefFor = (change: Partial<ListingQuery>) => `${path}${withView(listingSearch(query, change), view)}`;
  const clearHref = `${path}${withView(listingSearch({ ...EMPTY_LISTING, q: query.q, sort: query.sort }), view)}`;
  const viewHref = (v: ListingView) => `${path}${withView(listingSearch(query), v)}`;
  // With JavaScript a change applies at once, to the canonical URL of the new listing (back to page 1).
  const go = (next: ListingQuery) => {
    const search = withView(listingSearch(next), view);
    showNow(next, search);
    void navigate(`${path}${search}`, { preventScrollReset: true });
  };
  const onSort = (e: ChangeEvent<HTMLSelectElement>) => {
    const sort = e.currentTarget.value;
    if (isSort(sort)) go({ ...shown, sort, page: 1 });
  };

  // Client-side arrivals (no inline script runs then): fold before the first paint too.
  const hydrated = useHydrated();
  const nonce = useCspNonce();
  const panel = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (panel.current && matchMedia(NARROW).matches) panel.current.open = false;
  }, []);

  const facetGroups = facets
    .map((name) => ({ name, values: result.facets[name].filter((v) => v.count > 0 || v.selected) }))
    .filter((g) => g.values.length > 0);

  return (
    <div className="listing">
      <aside className="listing-filters" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="listing-filters-title">
          {t('filters.title')}
        </h2>
        {/* Open for everyone (no JavaScript needed); folded at first paint on narrow screens, where the
            filters would otherwise push the products out of sight. The summary only shows on those screens. */}
        <details
          id={`${formId}-panel`}
          className="listing-filters-panel"
          ref={panel}
          open
          suppressHydrationWarning
        >
          <summary>{t('filters.toggle', { count: activeFilters(query) })}</summary>
          {hydrated ? null : (
            <script
              nonce={nonce}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: foldScript(`${formId}-panel`) }}
            />
          )}
          <Form
            id={formId}
            method="get"
            action={path}
            preventScrollReset
            onChange={(e) => {
              const box = e.target;
              if (box instanceof HTMLInputElement && isFilter(box.name))
                go(toggleFilter(shown, box.name, box.value, box.checked));
            }}
          >
            {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
            {view === 'list' ? <input type="hidden" name={VIEW_PARAM} value="list" /> : null}
            {query.special ? (
              <fieldset className="facet">
                <legend>{t('filters.offers')}</legend>
                <FacetCheckbox
                  id={`${formId}-special`}
                  name="special"
                  value="true"
                  checked={shown.special === true}
                  label={t('filters.specialOnly')}
                />
              </fieldset>
            ) : null}
            {facetGroups.map(({ name, values }) => (
              <fieldset key={name} className="facet">
                <legend>{t(FACET_TITLES[name])}</legend>
                <ul>
                  {values.map((v) => (
                    <li key={v.value}>
                      <FacetCheckbox
                        id={`${formId}-${name}-${v.value}`}
                        name={name}
                        value={v.value}
                        checked={isSelected(shown, name, v.value)}
                        label={facetLabel(name, v, t)}
                        count={formatInteger(v.count, locale)}
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
            <noscript>
              <button type="submit" className="button">
                {t('filters.apply')}
              </button>
            </noscript>
          </Form>
          {hasFilters(query) ? (
            <p>
              <Link to={clearHref} preventScrollReset>
                {t('filters.clear')}
              </Link>
            </p>
          ) : null}
        </details>
      </aside>

      <section
        className="listing-results"
        aria-labelledby={`${formId}-results`}
        aria-busy={busy ? true : undefined}
      >
        <h2 id={`${formId}-results`} className="visually-hidden">
          {t('listing.results')}
        </h2>
        <div className="listing-toolbar">
          <p className="listing-count" role="status">
            {t('listing.count', { count: result.total })}
          </p>
          <div className="listing-sort">
            <label htmlFor={`${formId}-sort`}>{t('sort.label')}</label>
            <select id={`${formId}-sort`} name="sort" form={formId} value={shown.sort} onChange={onSort}>
              {availableSorts(signedIn).map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" form={formId} className="button">
                {t('sort.apply')}
              </button>
            </noscript>
          </div>
          <nav className="listing-views" aria-label={t('listing.view.label')}>
            {(['grid', 'list'] as const).map((v) => (
              <Link
                key={v}
                to={viewHref(v)}
                aria-current={v === view ? 'page' : undefined}
                preventScrollReset
              >
                {t(`listing.view.${v}`)}
              </Link>
            ))}
          </nav>
        </div>

        {result.hits.length > 0 ? (
          view === 'list' ? (
            <listView.Component hits={result.hits} purchaseOf={purchaseOf} />
          ) : (
            <ul className="product-grid">
              {result.hits.map((hit, i) => (
                <li key={hit.id}>
                  <ProductCard hit={hit} eager={i < 4} purchase={purchaseOf(hit)} />
                </li>
              ))}
            </ul>
          )
        ) : (
          <div className="listing-empty">
            <p>{emptyText}</p>
            {hasFilters(query) ? (
              <p>
                <Link to={clearHref}>{t('filters.clear')}</Link>
              </p>
            ) : null}
          </div>
        )}

        <Pagination page={result.page} last={last} hrefFor={(page) => hrefFor({ page })} />
      </section>
    </div>
  );
}

function facetLabel(name: FacetName, v: FacetValue, t: ReturnType<typeof useI18n>['t']): string {
  // The stock filter keeps the five states apart (their counts overlap), worded after the spec's mapping.
  if (name === 'stock_state' && isStockState(v.value)) return t(`stockFilter.${v.value}`);
  return v.label;
}

function FacetCheckbox(props: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count?: string;
}) {
  return (
    <span className="facet-option">
      <input
        type="checkbox"
        id={props.id}
        name={props.name}
        value={props.value}
        checked={props.checked}
        // The form's onChange submits; React only needs to know the box is controlled.
        onChange={() => undefined}
      />
      <label htmlFor={props.id}>
        {props.label}
        {props.count !== undefined ? <span className="facet-count"> ({props.count})</span> : null}
      </label>
    </span>
  );
}

function PageNumber({ page }: { page: number }) {
  const { locale, t } = useI18n();
  return (
    <>
      <span className="visually-hidden">{t('pagination.page', { page: formatInteger(page, locale) })}</span>
      <span aria-hidden="true">{formatInteger(page, locale)}</span>
    </>
  );
}

export function Pagination({
  page,
  last,
  hrefFor,
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useI18n();
  if (last <= 1) return null;
  const items = pageItems(page, last);
  return (
    <nav className="pagination-nav" aria-label={t('pagination.label')}>
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page">
                  <PageNumber page={item} />
                </span>
              ) : (
                <Link to={hrefFor(item)}>
                  <PageNumber page={item} />
                </Link>
              )}
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
