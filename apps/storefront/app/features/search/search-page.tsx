import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { Listing, listingSearch, PRODUCT_FACETS, RememberSearch } from '../catalogue';
import { didYouMean, LINK_MARK } from './did-you-mean';
import type { loadSearchPage } from './search-page.server';

export function SearchPage({ loaderData }: { loaderData: LoaderData<typeof loadSearchPage> }) {
  const { query, path, signedIn, result } = loaderData;
  const { locale, t } = useI18n();
  const corrected = didYouMean(query.q, result?.corrected_query);
  // The question around the link ('Vouliez-vous dire {q} ?'): each language puts it where it goes.
  const [before, after = ''] = corrected ? t('search.didYouMean', { q: LINK_MARK }).split(LINK_MARK) : [];
  return (
    <>
      <RememberSearch q={query.q ?? ''} />
      <header className="catalogue-header">
        <h1>{query.q ? t('search.titleFor', { q: query.q }) : t('search.title')}</h1>
        {corrected ? (
          <p className="did-you-mean">
            {before}
            <Link to={`${path}${listingSearch({ ...query, q: corrected, page: 1 })}`}>{corrected}</Link>
            {after}
          </p>
        ) : null}
      </header>
      {result ? (
        <Listing
          result={result}
          query={query}
          signedIn={signedIn}
          path={path}
          facets={['category', ...PRODUCT_FACETS]}
          emptyText={query.q ? t('search.empty', { q: query.q }) : t('search.emptyFilters')}
        />
      ) : (
        <div className="search-start">
          <p>{t('search.start')}</p>
          <p className="muted">{t('search.hint')}</p>
          <p>
            <Link to={`${urls.search(locale)}?special=true`}>{t('home.specials.all')}</Link>
          </p>
        </div>
      )}
    </>
  );
}
