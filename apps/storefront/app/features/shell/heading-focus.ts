import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * After a client-side navigation to another page, the focus goes to the new page's heading (its h1, else the
 * main region), as a page load would start there: a keyboard or screen-reader user hears where they are
 * instead of staying on the link they used. Not on the first load, nor when only the query changes (filters,
 * sort, pages of a listing keep the focus where the buyer is working), nor when the buyer has meanwhile put the
 * focus in a field of their own (e.g. the search box, while the page was loading): their typing is not taken away.
 */
export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const previous = useRef(pathname);
  const focusAtStart = useRef<Element | null>(null);
  useEffect(() => {
    if (navigation.state !== 'idle') {
      focusAtStart.current ??= document.activeElement;
      return;
    }
    const started = focusAtStart.current;
    focusAtStart.current = null;
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active && active !== started && isTextEntry(active)) return;
    focusHeading(document);
  }, [navigation.state, pathname]);
}

function isTextEntry(element: Element): boolean {
  return (
    element.matches(
      'input:not([type="button"],[type="submit"],[type="checkbox"],[type="radio"]), textarea, select',
    ) ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
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
