import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import {
  EMPTY_LISTING,
  Listing,
  listingSearch,
  PRODUCT_FACETS,
  type ListingQuery,
  type ListingResultView,
} from '../catalogue';
import type { loadPromotionsPage, loadSelectionPage, loadVetGroupPage } from './search-pages.server';

/** The listing's facets on these pages: the search page's (Vet Efficiency shows its groups as sections instead). */
const FACETS = ['category', ...PRODUCT_FACETS] as const;

/** What each page's loader gives its listing (search-pages.server.ts). */
interface ScopedData {
  result: ListingResultView | null;
  query: ListingQuery;
  path: string;
  signedIn: boolean;
}

interface ScopedProps {
  title: string;
  /** Under the title: a sentence, the page's sections. */
  children?: ReactNode;
  listing: ScopedData;
  facets?: readonly (typeof FACETS)[number][];
  emptyText: string;
}

/** A search page: its title and sections, then the catalogue's listing (filters, sort, pages) or its empty state. */
function ScopedListing({ title, children, listing, facets = FACETS, emptyText }: ScopedProps) {
  const { result, query, path, signedIn } = listing;
  return (
    <>
      <header className="catalogue-header">
        <h1>{title}</h1>
        {children}
      </header>
      {result ? (
        <Listing
          result={result}
          query={query}
          signedIn={signedIn}
          path={path}
          facets={facets}
          emptyText={emptyText}
        />
      ) : (
        <div className="listing-empty">
          <p>{emptyText}</p>
        </div>
      )}
    </>
  );
}

/** Links between views of one page (a chip each; the current one marked). */
function Views({
  label,
  items,
}: {
  label: string;
  items: { href: string; text: string; current: boolean }[];
}) {
  return (
    <nav className="subcategories page-views" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} aria-current={item.current ? 'page' : undefined} preventScrollReset>
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PromotionsPage({ loaderData }: { loaderData: LoaderData<typeof loadPromotionsPage> }) {
  const { query, path, signedIn } = loaderData;
  const { t } = useI18n();
  const ending = query.is_discount_this_month === true;
  const view = (endingOnly: boolean) =>
    `${path}${listingSearch(query, { is_discount_this_month: endingOnly || undefined, page: 1 })}`;
  return (
    <ScopedListing
      title={t('promotions.title')}
      listing={loaderData}
      emptyText={t(ending ? 'promotions.emptyEnding' : 'promotions.empty')}
    >
      <p className="catalogue-subtitle">{t(signedIn ? 'promotions.introBuyer' : 'promotions.intro')}</p>
      <Views
        label={t('promotions.views')}
        items={[
          { href: view(false), text: t('promotions.all'), current: !ending },
          { href: view(true), text: t('promotions.endingThisMonth'), current: ending },
        ]}
      />
    </ScopedListing>
  );
}

export function SelectionPage({ loaderData }: { loaderData: LoaderData<typeof loadSelectionPage> }) {
  const { t } = useI18n();
  return (
    <ScopedListing title={t('selection.title')} listing={loaderData} emptyText={t('selection.empty')}>
      <p className="catalogue-subtitle">{t('selection.intro')}</p>
    </ScopedListing>
  );
}

export function VetGroupPage({ loaderData }: { loaderData: LoaderData<typeof loadVetGroupPage> }) {
  const { query, path, groups } = loaderData;
  const { t } = useI18n();
  // A section is one group; "all my groups" keeps the sort and drops the filters.
  const all = `${path}${listingSearch({ ...EMPTY_LISTING, sort: query.sort })}`;
  const one = (id: number) =>
    `${path}${listingSearch({ ...EMPTY_LISTING, sort: query.sort, vet_group: [id] })}`;
  const chosen = query.vet_group.length === 1 ? query.vet_group[0] : undefined;
  return (
    <ScopedListing
      title={t('vetGroup.title')}
      listing={loaderData}
      facets={FACETS.filter((name) => name !== 'vet_group')}
      emptyText={groups.length === 0 ? t('vetGroup.none') : t('search.emptyFilters')}
    >
      {groups.length > 0 ? (
        <>
          <p className="catalogue-subtitle">{t('vetGroup.intro')}</p>
          <Views
            label={t('vetGroup.groups')}
            items={[
              { href: all, text: t('vetGroup.all'), current: query.vet_group.length === 0 },
              ...groups.map((g) => ({ href: one(g.id), text: g.name, current: chosen === g.id })),
            ]}
          />
        </>
      ) : null}
    </ScopedListing>
  );
}
