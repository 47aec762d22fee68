import type { CategoryRef } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';

/** Home › categories (each with its full path) › the current page (not a link). */
export function Breadcrumb({ categories, current }: { categories: readonly CategoryRef[]; current: string }) {
  const { locale, t } = useI18n();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to={urls.home(locale)}>{t('nav.home')}</Link>
        </li>
        {categories.map((c, i) => (
          <li key={c.id}>
            <Link
              to={urls.category(
                locale,
                categories.slice(0, i + 1).map((x) => x.url_key),
              )}
            >
              {c.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
