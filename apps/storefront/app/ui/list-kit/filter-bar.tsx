import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FilterLinks } from '../filter-links';
import { useI18n, type MessageKey, type Translate } from '../../i18n';
import type { ListChoice } from './list-url';

/**
 * One filter of a list as a row of links, one per value (state, type, kind…): each link is the list's URL with
 * that value and the other filters kept, back to the first page; the current one carries aria-current. `choice`
 * is the list's own (`links.choice('state', STATES)`); a value's text is `text`'s, else its label's.
 */
export function ChoiceLinks<V extends string | null>({
  label,
  choice,
  text,
  currentAs,
  className,
}: {
  /** The filter's name (the navigation's accessible name). */
  label: string;
  choice: ListChoice<V>;
  text?(value: V): ReactNode;
  currentAs?: 'true' | 'page';
  className?: string;
}) {
  const { t } = useI18n();
  const { labels } = choice;
  const textOf = text ?? ((value: V) => (labels && value !== null ? t(labels[value as V & string]) : value));
  return (
    <FilterLinks
      label={label}
      currentAs={currentAs}
      className={className}
      links={choice.values.map((value) => ({
        key: value ?? 'all',
        to: choice.href(value),
        label: textOf(value),
        current: value === choice.current,
      }))}
    />
  );
}

/**
 * A list's filters as a GET form (works without JavaScript: the browser writes the URL, the back button returns
 * to the previous filters): its fields, "apply", and "reset" back to the unfiltered list when a filter is set.
 */
export function FilterForm({
  action,
  label,
  apply,
  reset,
  className,
  children,
}: {
  action: string;
  label: string;
  apply: string;
  /** The reset link's text, when some filter is set. */
  reset?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} className={`list-filters ${className ?? ''}`} aria-label={label}>
      {children}
      <div className="list-filters-actions">
        <button type="submit" className="button button-primary">
          {apply}
        </button>
        {reset ? <Link to={action}>{reset}</Link> : null}
      </div>
    </Form>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A select's or a fieldset's options from labels (labelKeys), in their order. */
export function labelOptions(labels: Readonly<Record<string, MessageKey>>, t: Translate): FilterOption[] {
  return Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));
}

/** A filter of the form as a select; the first option is "all" (an empty value: no filter). */
export function SelectFilter({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: readonly FilterOption[];
}) {
  const id = `filter-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter of the form as radio buttons (one value) or checkboxes (any of them) in a fieldset. */
export function ChoiceFilter({
  type,
  name,
  legend,
  options,
  checked,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  legend: string;
  options: readonly FilterOption[];
  checked(value: string): boolean;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type={type} name={name} value={o.value} defaultChecked={checked(o.value)} /> {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A filter of the form as a search field (words of a name or reference). */
export function SearchFilter({
  name,
  label,
  value,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  maxLength: number;
}) {
  const id = `filter-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="search" maxLength={maxLength} defaultValue={value} />
    </div>
  );
}
