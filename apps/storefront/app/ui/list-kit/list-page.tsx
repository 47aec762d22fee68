import { createContext, useContext, type ReactNode } from 'react';
import { useI18n, type Locale, type MessageKey, type Translate } from '../../i18n';
import { listLinks, type ListLinks, type ListState } from './list-url';

/**
 * A list page's words, as message keys: its title and intro, its empty state (and the unfiltered list's, where it
 * has its own), its summary ({count}, {page}, {pages}) and its table's caption ({page}, {pages}).
 */
export interface ListMessages {
  title: MessageKey;
  intro: MessageKey;
  empty: MessageKey;
  emptyAll?: MessageKey;
  count: MessageKey;
  caption: MessageKey;
}

/** What the page's frame tells the list inside it (ListView): the page's name and words. */
export const ListPageContext = createContext<{ id: string; messages: ListMessages } | null>(null);

export function useListPageContext(): { id: string; messages: ListMessages } {
  const context = useContext(ListPageContext);
  if (!context) throw new Error('A ListView stands inside a ListPage');
  return context;
}

/**
 * A list page's language, the list's state its loader read from the URL, and its links (another filter, another
 * page) at `base`.
 */
export function useListPage<S extends ListState>(
  data: { query: S },
  base: (locale: Locale) => string,
  defaults: S,
): { locale: Locale; t: Translate; query: S; links: ListLinks<S> } {
  const { locale, t } = useI18n();
  const { query } = data;
  return { locale, t, query, links: listLinks(base(locale), query, defaults) };
}

/**
 * A list page's frame: its section named by its title, the intro, then what the page puts in it (notices,
 * filters, ListView). `actions` sits beside the title (a "new" link).
 */
export function ListPage({
  id,
  messages,
  className,
  actions,
  children,
}: {
  /** The page's name in ids and classes (`documents` → #documents-title, .documents, .documents-table). */
  id: string;
  messages: ListMessages;
  className?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const heading = <h1 id={`${id}-title`}>{t(messages.title)}</h1>;
  return (
    <section aria-labelledby={`${id}-title`} className={`list-page ${className ?? id}`}>
      {actions ? (
        <div className="list-page-head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      <p className="muted">{t(messages.intro)}</p>
      <ListPageContext.Provider value={{ id, messages }}>{children}</ListPageContext.Provider>
    </section>
  );
}
