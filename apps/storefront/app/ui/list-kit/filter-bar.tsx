import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FilterLinks } from '../filter-links';

/**
 * One filter of a list as a row of links, one per value (state, type, kind…): each link is the list's URL with
 * that value and the other filters kept, back to the first page; the current one carries aria-current.
 */
export function ChoiceLinks<V extends string | null>({
  label,
  values,
  current,
  href,
  text,
  currentAs,
  className,
}: {
  /** The filter's name (the navigation's accessible name). */
  label: string;
  values: readonly V[];
  current: V;
  href(value: V): string;
  text(value: V): ReactNode;
  currentAs?: 'true' | 'page';
  className?: string;
}) {
  return (
    <FilterLinks
      label={label}
      currentAs={currentAs}
      className={className}
      links={values.map((value) => ({
        key: value ?? 'all',
        to: href(value),
        label: text(value),
        current: value === current,
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
