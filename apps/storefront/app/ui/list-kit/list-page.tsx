import type { ReactNode } from 'react';

/**
 * A list page's frame: its section named by its title, the intro, then what the page puts in it (notices,
 * filters, ListResults). `actions` sits beside the title (a "new" link).
 */
export function ListPage({
  id,
  className,
  title,
  intro,
  actions,
  children,
}: {
  /** The page's name in ids and classes (`documents` → #documents-title, .documents). */
  id: string;
  className?: string;
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = <h1 id={`${id}-title`}>{title}</h1>;
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
      <p className="muted">{intro}</p>
      {children}
    </section>
  );
}
