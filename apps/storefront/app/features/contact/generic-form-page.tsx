import type { FormField } from '@vetshop/domain';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { describedBy, Field, Honeypot, RequiredMark, errorId } from './contact-fields';
import type { genericFormAction, loadGenericFormPage } from './generic-form-page.server';

const PROBLEM_MESSAGES: Record<string, MessageKey> = {
  required: 'contact.error.required',
  too_long: 'contact.error.too_long',
  invalid_email: 'contact.error.invalid_email',
  invalid_choice: 'contact.error.invalid_choice',
  invalid_date: 'form.error.invalid_date',
};

/**
 * /form/{code}: one component for every generic form — each field of the definition as its control (text,
 * textarea, email, date, select, checkbox) with the definition's limits as HTML5 constraints; the server checks
 * the same definition and the page comes back with each problem under its field and the values kept.
 */
export function GenericFormPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadGenericFormPage>;
  actionData: ActionData<typeof genericFormAction> | undefined;
}) {
  const { locale, t } = useI18n();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) summary.current?.focus();
  }, [actionData]);
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const fields = loaderData.fields as FormField[];

  const control = (field: FormField) => {
    const id = `form-${field.name}`;
    const problem = errors[field.name];
    const error = problem ? t(PROBLEM_MESSAGES[problem] ?? 'contact.error.invalid_choice') : undefined;
    const value = values[field.name];
    const text = typeof value === 'string' ? value : '';
    const common = { id, name: field.name, required: field.required, ...describedBy(id, error) };
    if (field.type === 'checkbox')
      return (
        <div className="field" key={field.name}>
          <div className="contact-check">
            <input type="checkbox" {...common} defaultChecked={value === true} />
            <label htmlFor={id}>
              {field.label[locale]}
              {field.required ? <RequiredMark /> : null}
            </label>
          </div>
          {error ? (
            <p id={errorId(id)} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      );
    return (
      <Field key={field.name} id={id} label={field.label[locale]} required={field.required} error={error}>
        {field.type === 'textarea' ? (
          <textarea {...common} rows={5} maxLength={field.maxLength} defaultValue={text} />
        ) : field.type === 'select' ? (
          <select {...common} defaultValue={text}>
            <option value="">—</option>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label[locale]}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.type}
            maxLength={field.type === 'date' ? undefined : field.maxLength}
            defaultValue={text}
          />
        )}
      </Field>
    );
  };

  return (
    <section className="contact" aria-labelledby="form-title">
      <h1 id="form-title">{loaderData.name}</h1>
      {loaderData.sent && !actionData ? (
        <p className="notice" role="status" data-testid="form-sent">
          {t('form.sent')}
        </p>
      ) : null}
      {actionData ? (
        <div
          className="notice notice-error"
          role="alert"
          tabIndex={-1}
          ref={summary}
          data-testid="form-error"
        >
          <p>
            {actionData.problem === 'throttled'
              ? t('contact.error.throttled')
              : actionData.problem === 'technical'
                ? t('contact.error.technical')
                : t('contact.errorSummary')}
          </p>
        </div>
      ) : null}
      <p className="muted">{t('contact.required')}</p>
      <Form method="post" className="form contact-form">
        <fieldset className="contact-section">
          <legend className="visually-hidden">{loaderData.name}</legend>
          {fields.map(control)}
        </fieldset>
        <Honeypot label={t('contact.field.website')} />
        <div>
          <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
            {t('form.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
