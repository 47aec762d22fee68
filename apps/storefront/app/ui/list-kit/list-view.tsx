import type { LoaderData } from '../../lib/page-data';
import { useI18n } from '../../i18n';
import { useListPageContext } from './list-page';
import { ListResults } from './list-results';
import { ListTable, type ListColumn } from './list-table';
import type { ListLinks, ListState } from './list-url';

/** The columns of a list's table, the first naming the row. */
export type ListColumns<T> = readonly [ListColumn<T>, ...ListColumn<T>[]];

/** One page of a list as its loader gives it (ui/list-kit/list-load.server.ts). */
export interface ListViewData<T> {
  list: { items: readonly T[] } & ({ count: number } | { total: number });
  query: { page: number };
  pages: number;
}

/** How a row is told from the others: its id, unless the page says otherwise. */
type RowKey<T> = T extends { id: string | number }
  ? { rowKey?(item: T): string | number }
  : { rowKey(item: T): string | number };

/**
 * A list page's results (ListResults, ListTable) in its ListPage's words: the empty state (the unfiltered list's
 * own where it has one), else the summary, the table (class `{page id}-table` unless given) and the page links.
 * `empty` and `caption` replace the usual texts where a page says more (a caption naming the kind).
 */
export function ListView<T, S extends ListState>({
  data,
  links,
  columns,
  rowTestId,
  rowKey,
  rowClassName,
  className,
  empty,
  caption,
}: {
  data: ListViewData<T>;
  links: ListLinks<S>;
  columns: ListColumns<T>;
  rowTestId?: string;
  rowClassName?(item: T): string | undefined;
  className?: string;
  empty?: string;
  caption?: string;
} & RowKey<T>) {
  const { t } = useI18n();
  const { id, messages } = useListPageContext();
  const { list, pages } = data;
  const { page } = data.query;
  const count = 'count' in list ? list.count : list.total;
  return (
    <ListResults
      count={count}
      page={page}
      pages={pages}
      empty={empty ?? t(messages.emptyAll && !links.filtered ? messages.emptyAll : messages.empty)}
      summary={t(messages.count, { count, page, pages })}
      href={links.page}
    >
      <ListTable
        className={className ?? `${id}-table`}
        caption={caption ?? t(messages.caption, { page, pages })}
        items={list.items}
        rowKey={rowKey ?? ((item: T) => (item as T & { id: string | number }).id)}
        rowTestId={rowTestId}
        rowClassName={rowClassName}
        columns={columns}
      />
    </ListResults>
  );
}

/** A list page's props: what its loader gave (listPageLoader, loadList), as the browser gets it. */
export interface ListPageProps<Loader> {
  loaderData: LoaderData<Loader>;
}

/** One item of the list a list page's loader gave. */
export type ListItem<Loader> =
  LoaderData<Loader> extends { list: { items: readonly (infer T)[] } } ? T : never;
