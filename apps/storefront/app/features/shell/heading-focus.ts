import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, the focus goes to the new page's heading (its h1, else the
 * main region), as a page load would start there: a keyboard or screen-reader user hears where they are
 * instead of staying on the link they used. Not on the first load, nor when only the query changes (filters,
 * sort, pages of a listing keep the focus where the buyer is working).
 */
export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusHeading(document);
  }, [pathname]);
}

/** Focuses the page's main heading (made focusable for this), else the main region. */
export function focusHeading(doc: Document): void {
  const main = doc.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
