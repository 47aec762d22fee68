import { useCallback, useEffect, useState } from 'react';
import { parseDismissed, withDismissed } from './display-rules';

/**
 * Ids the buyer closed in this browser session (sessionStorage, per tab), read once hydrated: the server renders
 * every item (it cannot know), the page hides the closed ones right after. `ready` says the page is interactive
 * (a close button is shown only then: without JavaScript it could not work).
 */
export function useSessionIds(key: string): { closed: Set<number>; close(id: number): void; ready: boolean } {
  const [closed, setClosed] = useState<Set<number>>(() => new Set());
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setClosed(parseDismissed(readStorage(key)));
    setReady(true);
  }, [key]);
  const close = useCallback(
    (id: number) => {
      const next = withDismissed(readStorage(key), id);
      try {
        sessionStorage.setItem(key, next);
      } catch {
        // Storage refused (private mode, quota): closed for this page only.
      }
      setClosed((prev) => new Set(prev).add(id));
    },
    [key],
  );
  return { closed, close, ready };
}

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
