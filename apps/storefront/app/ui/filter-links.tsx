import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FilterLink {
  key: string;
  to: string;
  label: ReactNode;
  current: boolean;
  className?: string;
}

/**
 * A list's filters as a row of links (state, type, kind): they work without JavaScript and keep the filter in the
 * URL. The current one is marked with aria-current (`currentAs`: 'true' for a filter of the page, 'page' where the
 * filter is a page of its own). `className` 'filter-links' is the shop's pill row (ui/styles.css); a page with its
 * own look names its class.
 */
export function FilterLinks({
  label,
  links,
  currentAs = 'true',
  className = 'filter-links',
}: {
  label: string;
  links: readonly FilterLink[];
  currentAs?: 'true' | 'page';
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {links.map((l) => (
          <li key={l.key}>
            <Link to={l.to} aria-current={l.current ? currentAs : undefined} className={l.className}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
