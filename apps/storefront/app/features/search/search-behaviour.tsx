import type { AutocompleteResult } from '@vetshop/contract';
import type { Dispatch, KeyboardEvent, MutableRefObject, SetStateAction } from 'react';
import type { NavigateFunction } from 'react-router';
import type { Locale, Translate } from '../../i18n';
import {
  AUTOCOMPLETE_SIZE,
  DEBOUNCE_MS,
  historyGroups,
  MIN_QUERY_LENGTH,
  moveActive,
  resultGroups,
  type ComboGroup,
  type ComboOption,
} from './combobox';
import { formatEuros } from '../../lib/format';
import { loadRecentSearches, loadViewedProducts, rememberSearch } from '../catalogue';

/**
 * What the header's search box does once the buyer uses it (search-combobox.tsx renders the box and holds its
 * state): asking the autocomplete, the device's history, the keyboard, and the options of the list. It comes with
 * import() on the box's first focus or keystroke, not with every page's first JavaScript (issue 18).
 */
export { rememberSearch };

export type Status = 'idle' | 'loading' | 'empty' | 'error';

/** The box's state and setters, as search-combobox.tsx holds them for this render. */
export interface ComboboxControl {
  prefix: string;
  locale: Locale;
  navigate: NavigateFunction;
  value: string;
  setValue: Dispatch<SetStateAction<string>>;
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setGroups: Dispatch<SetStateAction<ComboGroup[]>>;
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  status: Status;
  setStatus: Dispatch<SetStateAction<Status>>;
  options: ComboOption[];
  expanded: boolean;
  timer: MutableRefObject<ReturnType<typeof setTimeout> | undefined>;
  request: MutableRefObject<AbortController | null>;
}

export type ComboboxHandlers = ReturnType<typeof comboboxHandlers>;

export function comboboxHandlers(c: ComboboxControl) {
  const { prefix, locale, value, open, active, status, options, expanded } = c;

  function cancelPending() {
    clearTimeout(c.timer.current);
    c.request.current?.abort();
    c.request.current = null;
  }

  function showHistory() {
    c.setGroups(historyGroups(prefix, locale, loadRecentSearches(), loadViewedProducts()));
    c.setStatus('idle');
    c.setActive(-1);
  }

  function lookUp(text: string) {
    cancelPending();
    const q = text.trim();
    if (q === '') return showHistory();
    if (q.length < MIN_QUERY_LENGTH) {
      c.setGroups([]);
      c.setStatus('idle');
      c.setActive(-1);
      return;
    }
    c.setStatus('loading');
    c.timer.current = setTimeout(() => {
      const controller = new AbortController();
      c.request.current = controller;
      const params = new URLSearchParams({ q, locale, size: String(AUTOCOMPLETE_SIZE) });
      fetch(`/api/autocomplete?${params}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
        .then(async (res) => {
          if (!res.ok) throw new Error(`autocomplete ${res.status}`);
          const result = (await res.json()) as AutocompleteResult;
          if (controller.signal.aborted) return;
          const next = resultGroups(prefix, locale, result);
          c.setGroups(next);
          c.setActive(-1);
          c.setStatus(next.length > 0 ? 'idle' : 'empty');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          c.setGroups([]);
          c.setActive(-1);
          c.setStatus('error');
        });
    }, DEBOUNCE_MS);
  }

  function close() {
    cancelPending();
    c.setOpen(false);
    c.setActive(-1);
  }

  function choose(option: ComboOption) {
    if (option.query) {
      rememberSearch(option.query);
      c.setValue(option.query);
    }
    close();
    void c.navigate(option.href);
  }

  /** The list opens on the box: the history when it is empty, the suggestions for its text otherwise. */
  function openList() {
    c.setOpen(true);
    if (value.trim() === '') showHistory();
    else lookUp(value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) return openList();
        if (!e.altKey)
          c.setActive(moveActive(active, options.length, e.key === 'ArrowDown' ? 'next' : 'previous'));
        return;
      }
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          e.preventDefault();
          choose(option);
        }
        return; // otherwise the form submits the text
      }
      case 'Escape': {
        if (open && (expanded || status !== 'idle')) {
          e.preventDefault();
          close();
        } else if (value) {
          e.preventDefault();
          c.setValue('');
          cancelPending();
          c.setGroups([]);
          c.setStatus('idle');
        }
        return;
      }
      case 'Tab':
        close();
        return;
    }
  }

  return {
    cancelPending,
    showHistory,
    lookUp,
    close,
    choose,
    openList,
    onKeyDown,
    onChange(text: string) {
      c.setOpen(true);
      lookUp(text);
    },
    onFocus() {
      if (value.trim() === '') {
        c.setOpen(true);
        showHistory();
      }
    },
    onClick() {
      if (!open) openList();
    },
    onSubmit() {
      rememberSearch(value);
      close();
    },
  };
}

/** The options of the list, by group. */
export function ComboboxGroups({
  prefix,
  groups,
  activeId,
  locale,
  t,
  choose,
}: {
  prefix: string;
  groups: readonly ComboGroup[];
  activeId: string | undefined;
  locale: Locale;
  t: Translate;
  choose(option: ComboOption): void;
}) {
  return groups.map((g) => (
    <div role="group" key={g.key} aria-labelledby={`${prefix}-${g.key}`}>
      <div role="presentation" id={`${prefix}-${g.key}`} className="combobox-group-label">
        {t(`autocomplete.group.${g.key}`)}
      </div>
      {g.options.map((o) => {
        const selected = activeId === o.id;
        return (
          <div
            role="option"
            key={o.id}
            id={o.id}
            aria-selected={selected}
            className={`combobox-option${selected ? ' is-active' : ''}`}
            // Keep the focus in the box: a click must not blur it (which would close the list first).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
          >
            {o.image !== undefined ? (
              o.image ? (
                <img src={o.image} alt="" width={32} height={32} loading="lazy" />
              ) : (
                <span className="combobox-noimage" aria-hidden="true" />
              )
            ) : null}
            <span className="combobox-label">{o.label}</span>
            {o.price ? (
              <span className="combobox-price">
                <span className="visually-hidden">{t('price.net')} </span>
                {formatEuros(o.price.value, locale)}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  ));
}
