import type { AutocompleteResult } from '@vetshop/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import {
  AUTOCOMPLETE_SIZE,
  DEBOUNCE_MS,
  flatOptions,
  historyGroups,
  MIN_QUERY_LENGTH,
  moveActive,
  resultGroups,
  type ComboGroup,
  type ComboOption,
} from './combobox';
import { formatEuros } from '../../lib/format';
import { loadRecentSearches, loadViewedProducts, rememberSearch } from '../catalogue';
import { urls } from '../../lib/urls';

type Status = 'idle' | 'loading' | 'empty' | 'error';

/** The query of the search page being shown, so that the box keeps what the buyer searched. */
function useCurrentQuery(): string {
  const location = useLocation();
  return /\/search\/?$/.test(location.pathname) ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

/**
 * The header's search box: a WAI-ARIA 1.2 combobox (editable, list autocomplete) over a grouped listbox.
 * Typing asks /api/autocomplete (debounced, stale requests cancelled) for suggestions, categories and products;
 * an empty focused box offers this device's recent searches and recently viewed products. ↓/↑ move the active
 * option, Enter opens it (or submits the search), Escape closes the list (or clears the box), Tab leaves.
 * Without JavaScript it is a plain GET form to the search page.
 */
export function SearchCombobox({ defaultValue }: { defaultValue?: string }) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  // One search box per page (in the header): stable ids, handy for tests and the skip links of assistive tech.
  const prefix = 'site-search';
  const inputId = prefix;
  const listboxId = `${prefix}-listbox`;

  const currentQuery = useCurrentQuery() || defaultValue || '';
  const [value, setValue] = useState(currentQuery);
  const [syncedQuery, setSyncedQuery] = useState(currentQuery);
  if (syncedQuery !== currentQuery) {
    // Another search page was opened (link, back button): show its query.
    setSyncedQuery(currentQuery);
    setValue(currentQuery);
  }
  const [open, setOpen] = useState(false);
  const [groups, setGroups] = useState<ComboGroup[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const options = flatOptions(groups);
  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function cancelPending() {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }

  function showHistory() {
    setGroups(historyGroups(prefix, locale, loadRecentSearches(), loadViewedProducts()));
    setStatus('idle');
    setActive(-1);
  }

  function lookUp(text: string) {
    cancelPending();
    const q = text.trim();
    if (q === '') return showHistory();
    if (q.length < MIN_QUERY_LENGTH) {
      setGroups([]);
      setStatus('idle');
      setActive(-1);
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
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
          setGroups(next);
          setActive(-1);
          setStatus(next.length > 0 ? 'idle' : 'empty');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setGroups([]);
          setActive(-1);
          setStatus('error');
        });
    }, DEBOUNCE_MS);
  }

  function close() {
    cancelPending();
    setOpen(false);
    setActive(-1);
  }

  function choose(option: ComboOption) {
    if (option.query) {
      rememberSearch(option.query);
      setValue(option.query);
    }
    close();
    void navigate(option.href);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          if (value.trim() === '') showHistory();
          else lookUp(value);
          return;
        }
        if (!e.altKey)
          setActive(moveActive(active, options.length, e.key === 'ArrowDown' ? 'next' : 'previous'));
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
          setValue('');
          cancelPending();
          setGroups([]);
          setStatus('idle');
        }
        return;
      }
      case 'Tab':
        close();
        return;
    }
  }

  const message =
    open && status === 'empty'
      ? t('autocomplete.none')
      : open && status === 'error'
        ? t('autocomplete.error')
        : null;
  const announcement = expanded ? t('autocomplete.count', { count: options.length }) : (message ?? '');

  return (
    <Form
      method="get"
      action={urls.search(locale)}
      role="search"
      className="search-box"
      onSubmit={() => {
        rememberSearch(value);
        close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <div className="combobox">
        <input
          id={inputId}
          name="q"
          type="text"
          inputMode="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          value={value}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
            lookUp(e.target.value);
          }}
          onFocus={() => {
            if (value.trim() === '') {
              setOpen(true);
              showHistory();
            }
          }}
          onClick={() => {
            if (!open) {
              setOpen(true);
              if (value.trim() === '') showHistory();
              else lookUp(value);
            }
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <div className="combobox-popup" hidden={!expanded && !message}>
          <div role="listbox" id={listboxId} aria-label={t('autocomplete.label')} hidden={!expanded}>
            {groups.map((g) => (
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
            ))}
          </div>
          {message ? <p className="combobox-message">{message}</p> : null}
        </div>
      </div>
      <button type="submit" className="button">
        {t('header.search.submit')}
      </button>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </Form>
  );
}
