import type { MouseEvent } from 'react';

/**
 * A click that a link's own page may be replaced by a dialog for: the main button, no modifier key. A click that
 * asks for a new tab or window (Ctrl, Cmd, Shift, middle button) keeps the link's page.
 */
export function plainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
