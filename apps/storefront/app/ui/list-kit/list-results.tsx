import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Pagination } from '../pagination';

/**
 * What a list shows under its filters: the empty state when nothing matches (said in words, never an empty
 * table), else how many items and which page, the table, and the page links (filters kept). A back office that
 * cannot answer is the route's error screen (the loader's `page()`: 503, "try again"), not an empty list.
 */
export function ListResults({
  count,
  page,
  pages,
  empty,
  summary,
  href,
  children,
}: {
  count: number;
  page: number;
  pages: number;
  /** The empty state's text: what is missing, for these filters. */
  empty: string;
  /** "12 documents — page 1 of 2". */
  summary: string;
  href(page: number): string;
  /** The table (ListTable). */
  children: ReactNode;
}) {
  const { t } = useI18n();
  if (count === 0)
    return (
      <p className="list-empty" data-testid="list-empty">
        {empty}
      </p>
    );
  return (
    <>
      <p className="muted list-summary">{summary}</p>
      {children}
      <Pagination page={page} pages={pages} href={href} label={t('list.pages')} />
    </>
  );
}
