import { useEffect, useRef, useState } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import type { ComboGroup } from './combobox';
import type * as Behaviour from './search-behaviour';

type BehaviourModule = typeof Behaviour;

/** What the buyer did in the box before its behaviour arrived: done again once it is there. */
type Pending = 'focus' | 'open' | null;

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
 *
 * This module renders the box and holds its state; what the box does (search-behaviour.tsx) comes with import()
 * on the first focus, click or keystroke in it (issue 18: not in every page's first JavaScript). The box is the
 * same element before and after (nothing moves, the focus stays); what was typed meanwhile is in the state and
 * is looked up once the behaviour is there.
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
  const [status, setStatus] = useState<Behaviour.Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [behaviour, setBehaviour] = useState<BehaviourModule | null>(null);
  const loading = useRef<Promise<BehaviourModule> | null>(null);
  const pending = useRef<Pending>(null);

  const options = groups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;

  const handlers = behaviour?.comboboxHandlers({
    prefix,
    locale,
    navigate,
    value,
    setValue,
    open,
    setOpen,
    setGroups,
    active,
    setActive,
    status,
    setStatus,
    options,
    expanded,
    timer,
    request,
  });

  function load(): Promise<BehaviourModule> {
    loading.current ??= import('./search-behaviour').then(
      (loaded) => {
        setBehaviour(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        // Not fetched (offline, a new deployment): the next interaction tries again; the form still submits.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }

  /** Before the behaviour is there: load it, and remember what to do once it is (the strongest ask wins). */
  function wake(what: Exclude<Pending, null>) {
    if (pending.current !== 'open') pending.current = what;
    load().catch(() => undefined);
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  // The behaviour arrived: what the buyer did meanwhile is done now, if the box still has the focus.
  useEffect(() => {
    if (!handlers || pending.current === null) return;
    const what = pending.current;
    pending.current = null;
    if (document.activeElement !== input.current) return;
    if (what === 'open') handlers.openList();
    else handlers.onFocus();
    // Once, when the behaviour arrives (handlers is new at every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [behaviour]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

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
        if (handlers) return handlers.onSubmit();
        const text = value;
        load().then(
          (loaded) => loaded.rememberSearch(text),
          () => undefined,
        );
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <div className="combobox">
        <input
          ref={input}
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
            if (handlers) handlers.onChange(e.target.value);
            else wake('open');
          }}
          onFocus={() => (handlers ? handlers.onFocus() : wake('focus'))}
          onClick={() => (handlers ? handlers.onClick() : wake('open'))}
          onBlur={() => {
            pending.current = null;
            if (handlers) handlers.close();
          }}
          onKeyDown={(e) => {
            if (handlers) handlers.onKeyDown(e);
            else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              wake('open');
            }
          }}
        />
        <div className="combobox-popup" hidden={!expanded && !message}>
          <div role="listbox" id={listboxId} aria-label={t('autocomplete.label')} hidden={!expanded}>
            {behaviour && handlers ? (
              <behaviour.ComboboxGroups
                prefix={prefix}
                groups={groups}
                activeId={activeId}
                locale={locale}
                t={t}
                choose={handlers.choose}
              />
            ) : null}
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
