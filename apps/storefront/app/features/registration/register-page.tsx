import {
  checkBelgianVat,
  REGISTRATION_ACTIVITIES,
  REGISTRATION_COMMENT_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_FUNCTIONS,
  REGISTRATION_TEXT_MAX,
  REGISTRATION_TITLES,
  type RegistrationFieldProblem,
} from '@vetshop/domain';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { legalPageUrl } from './legal-pages';
import {
  describedBy,
  errorId,
  FieldError,
  LINK_MARK,
  problemMessage,
  RequiredMark,
  TextField,
  WithLink,
  type FieldMessages,
} from './register-fields';
import { EMPTY_REGISTER_FORM, firstErrorField, vatOnBlur, type RegisterField } from './register-form';
import type { loadRegisterPage, registerPageAction } from './register-page.server';

/**
 * /account/register: the professional registration form (spec doc 1 §3 "Registration"), in fieldsets with
 * legends. Works without JavaScript: a plain post, answered with the same page, every value typed kept and each
 * problem said under its field; the veterinarian's and the pharmacist's fields are shown by CSS from the chosen
 * function (and stay in the page without it). Once hydrated, the VAT number is checked and written the house way
 * when the field is left, the tick 'VAT being registered' disables it, and the focus goes to the first field in
 * error after a refused post.
 */
export function RegisterPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadRegisterPage>;
  actionData: ActionData<typeof registerPageAction> | undefined;
}) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const refused = actionData && !actionData.ok ? actionData : null;
  // A signed-in login without a customer finds its sign-up name and e-mail filled in.
  const values = refused?.values ?? { ...EMPTY_REGISTER_FORM, ...loaderData.prefill };
  const [vatPending, setVatPending] = useState(values.vat_being_registered);
  const [vatError, setVatError] = useState(refused?.errors.vat);
  const errors: FieldMessages = {};
  for (const [field, problem] of Object.entries(refused?.errors ?? {}) as [
    RegisterField,
    RegistrationFieldProblem,
  ][])
    errors[field] = t(problemMessage(problem));
  Object.assign(errors, refused?.fieldMessages ?? {});
  const errorCount = Object.keys(errors).length;
  // The VAT number's verdict follows the last blur (and the tick), not only the last post.
  errors.vat = vatPending || !vatError ? undefined : t(problemMessage(vatError));

  // A new refusal: its VAT verdict replaces the one of the last blur, and the focus goes to the first problem.
  useEffect(() => {
    if (!refused) return;
    setVatPending(refused.values.vat_being_registered);
    setVatError(refused.errors.vat);
    const first = firstErrorField({ ...refused.errors, ...refused.fieldMessages });
    const target = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    (target ?? document.getElementById('register-problem'))?.focus();
  }, [refused]);

  if (loaderData.sent) {
    return (
      <section className="narrow" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.sent.title')}</h1>
        <p className="notice notice-success" role="status" data-testid="register-sent">
          {t('register.sent.text')}
        </p>
        <p>
          <Link to={urls.home(locale)}>{t('register.sent.home')}</Link>
        </p>
      </section>
    );
  }

  const onVatBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.value.trim() === '') return;
    input.value = vatOnBlur(input.value);
    const checked = checkBelgianVat(input.value, false);
    setVatError(checked.ok ? undefined : checked.problem);
  };

  return (
    <section className="register" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      {loaderData.oidcEmail ? (
        <p className="notice" role="status" data-testid="register-oidc">
          {t('register.oidcUnknown', { email: loaderData.oidcEmail })}
        </p>
      ) : null}
      {/* Already signed in (a login without a customer): no sign-in link. */}
      {loaderData.prefill ? null : (
        <p>
          <Link to={urls.login(locale)}>{t('register.login')}</Link>
        </p>
      )}
      <Form method="post" className="form register-form" noValidate ref={formRef}>
        <p className="muted">{t('register.requiredNote')}</p>
        {refused?.problem ? (
          <p className="notice notice-error" role="alert" id="register-problem" tabIndex={-1}>
            {t(refused.problem === 'throttled' ? 'register.error.throttled' : 'register.error.technical')}
          </p>
        ) : errorCount > 0 ? (
          <p className="notice notice-error" role="alert" id="register-problem" tabIndex={-1}>
            {t('register.errors', { count: errorCount })}
          </p>
        ) : null}

        <fieldset className="register-section">
          <legend>{t('register.section.person')}</legend>
          <div className="register-row">
            <div className="field register-title-field">
              <label htmlFor="register-title-select">
                {t('register.field.title')}
                <RequiredMark />
              </label>
              <select
                id="register-title-select"
                name="title"
                defaultValue={values.title}
                required
                {...describedBy('title', errors)}
              >
                <option value="">{t('register.field.titleChoose')}</option>
                {REGISTRATION_TITLES.map((code) => (
                  <option key={code} value={code}>
                    {t(`register.title.${code}`)}
                  </option>
                ))}
              </select>
              <FieldError field="title" errors={errors} />
            </div>
            <TextField
              field="first_name"
              label={t('register.field.first_name')}
              errors={errors}
              defaultValue={values.first_name}
              required
              autoComplete="given-name"
              maxLength={REGISTRATION_TEXT_MAX}
            />
            <TextField
              field="last_name"
              label={t('register.field.last_name')}
              errors={errors}
              defaultValue={values.last_name}
              required
              autoComplete="family-name"
              maxLength={REGISTRATION_TEXT_MAX}
            />
          </div>
          <TextField
            field="email"
            type="email"
            label={t('register.field.email')}
            hint={t('register.field.emailHint')}
            errors={errors}
            defaultValue={values.email}
            required
            autoComplete="email"
            maxLength={REGISTRATION_EMAIL_MAX}
          />
          <div className="register-row">
            <TextField
              field="mobile"
              type="tel"
              label={t('register.field.mobile')}
              errors={errors}
              defaultValue={values.mobile}
              required
              autoComplete="tel"
              maxLength={REGISTRATION_TEXT_MAX}
            />
            <TextField
              field="fax"
              type="tel"
              label={t('register.field.fax')}
              errors={errors}
              defaultValue={values.fax}
              autoComplete="off"
              maxLength={REGISTRATION_TEXT_MAX}
            />
          </div>
        </fieldset>

        <fieldset className="register-section">
          <legend>{t('register.section.company')}</legend>
          <TextField
            field="company_name"
            label={t('register.field.company_name')}
            errors={errors}
            defaultValue={values.company_name}
            required
            autoComplete="organization"
            maxLength={REGISTRATION_TEXT_MAX}
          />
          <div className="field">
            <label htmlFor="register-vat">
              {t('register.field.vat')}
              {vatPending ? null : <RequiredMark />}
            </label>
            <input
              id="register-vat"
              name="vat"
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              defaultValue={values.vat}
              disabled={vatPending}
              required={!vatPending}
              maxLength={40}
              onBlur={onVatBlur}
              {...describedBy('vat', errors, 'register-vat-hint')}
            />
            <p className="muted field-hint" id="register-vat-hint">
              {t('register.field.vatHint')}
            </p>
            <FieldError field="vat" errors={errors} />
          </div>
          <div className="field-checkbox">
            <input
              id="register-vat-pending"
              name="vat_being_registered"
              type="checkbox"
              defaultChecked={values.vat_being_registered}
              onChange={(e) => setVatPending(e.currentTarget.checked)}
            />
            <label htmlFor="register-vat-pending">{t('register.field.vat_being_registered')}</label>
          </div>
        </fieldset>

        <fieldset className="register-section">
          <legend>{t('register.section.address')}</legend>
          <TextField
            field="street"
            label={t('register.field.street')}
            errors={errors}
            defaultValue={values.street}
            required
            autoComplete="address-line1"
            maxLength={REGISTRATION_TEXT_MAX}
          />
          <TextField
            field="street2"
            label={t('register.field.street2')}
            errors={errors}
            defaultValue={values.street2}
            autoComplete="address-line2"
            maxLength={REGISTRATION_TEXT_MAX}
          />
          <div className="register-row">
            <TextField
              field="zip"
              label={t('register.field.zip')}
              errors={errors}
              defaultValue={values.zip}
              required
              autoComplete="postal-code"
              maxLength={REGISTRATION_TEXT_MAX}
              className="register-zip"
            />
            <TextField
              field="city"
              label={t('register.field.city')}
              errors={errors}
              defaultValue={values.city}
              required
              autoComplete="address-level2"
              maxLength={REGISTRATION_TEXT_MAX}
            />
          </div>
          <div className="field">
            <label htmlFor="register-country_id">
              {t('register.field.country_id')}
              <RequiredMark />
            </label>
            <select
              id="register-country_id"
              name="country_id"
              defaultValue={values.country_id || String(loaderData.defaultCountryId ?? '')}
              required
              {...describedBy('country_id', errors)}
            >
              <option value="">{t('register.field.countryChoose')}</option>
              {loaderData.countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <FieldError field="country_id" errors={errors} />
          </div>
        </fieldset>

        <fieldset className="register-section">
          <legend>{t('register.section.profession')}</legend>
          <fieldset
            className="register-choices register-functions"
            aria-describedby={errors.function ? errorId('function') : undefined}
          >
            <legend>
              {t('register.field.function')}
              <RequiredMark />
            </legend>
            {REGISTRATION_FUNCTIONS.map((fn, i) => (
              <div className="field-checkbox" key={fn}>
                <input
                  id={`register-function-${fn}`}
                  name="function"
                  type="radio"
                  value={fn}
                  defaultChecked={values.function === fn}
                  required={i === 0}
                  aria-invalid={errors.function ? true : undefined}
                />
                <label htmlFor={`register-function-${fn}`}>{t(`register.function.${fn}`)}</label>
              </div>
            ))}
            <FieldError field="function" errors={errors} />
          </fieldset>
          <div className="register-vet-only">
            <fieldset
              className="register-choices"
              aria-describedby={errors.activities ? errorId('activities') : undefined}
            >
              <legend>
                {t('register.field.activities')} <span className="muted">({t('register.vetOnly')})</span>
                <RequiredMark />
              </legend>
              {REGISTRATION_ACTIVITIES.map((a) => (
                <div className="field-checkbox" key={a}>
                  <input
                    id={`register-activity-${a}`}
                    name="activities"
                    type="checkbox"
                    value={a}
                    defaultChecked={values.activities.includes(a)}
                    aria-invalid={errors.activities ? true : undefined}
                  />
                  <label htmlFor={`register-activity-${a}`}>{t(`register.activity.${a}`)}</label>
                </div>
              ))}
              <FieldError field="activities" errors={errors} />
            </fieldset>
            <TextField
              field="vet_registration_number"
              required
              label={t('register.field.vet_registration_number')}
              hint={t('register.vetOnly')}
              errors={errors}
              defaultValue={values.vet_registration_number}
              maxLength={REGISTRATION_TEXT_MAX}
            />
            <TextField
              field="depot_number"
              label={t('register.field.depot_number')}
              hint={t('register.vetOnly')}
              errors={errors}
              defaultValue={values.depot_number}
              maxLength={REGISTRATION_TEXT_MAX}
            />
          </div>
          <div className="register-pharmacist-only">
            <TextField
              field="apb_number"
              required
              label={t('register.field.apb_number')}
              hint={t('register.pharmacistOnly')}
              errors={errors}
              defaultValue={values.apb_number}
              maxLength={REGISTRATION_TEXT_MAX}
            />
          </div>
          <div className="field">
            <label htmlFor="register-comment">{t('register.field.comment')}</label>
            <textarea
              id="register-comment"
              name="comment"
              rows={4}
              maxLength={REGISTRATION_COMMENT_MAX}
              defaultValue={values.comment}
              {...describedBy('comment', errors)}
            />
            <FieldError field="comment" errors={errors} />
          </div>
        </fieldset>

        <fieldset className="register-section">
          <legend>{t('register.section.consent')}</legend>
          <div className="field-checkbox register-consent">
            <input
              id="register-accept_terms"
              name="accept_terms"
              type="checkbox"
              defaultChecked={values.accept_terms}
              required
              {...describedBy('accept_terms', errors)}
            />
            <label htmlFor="register-accept_terms">
              <WithLink
                text={t('register.field.accept_terms', { terms: LINK_MARK })}
                link={
                  <Link to={legalPageUrl(locale, 'terms')} target="_blank">
                    {t('register.field.termsLink')}
                  </Link>
                }
              />
              <RequiredMark />
            </label>
          </div>
          <FieldError field="accept_terms" errors={errors} />
          <div className="field-checkbox register-consent">
            <input
              id="register-accept_data_storage"
              name="accept_data_storage"
              type="checkbox"
              defaultChecked={values.accept_data_storage}
              required
              {...describedBy('accept_data_storage', errors)}
            />
            <label htmlFor="register-accept_data_storage">
              <WithLink
                text={t('register.field.accept_data_storage', { privacy: LINK_MARK })}
                link={
                  <Link to={legalPageUrl(locale, 'privacy')} target="_blank">
                    {t('register.field.privacyLink')}
                  </Link>
                }
              />
              <RequiredMark />
            </label>
          </div>
          <FieldError field="accept_data_storage" errors={errors} />
          <div className="field-checkbox">
            <input
              id="register-opt_out_promotions"
              name="opt_out_promotions"
              type="checkbox"
              defaultChecked={values.opt_out_promotions}
            />
            <label htmlFor="register-opt_out_promotions">{t('register.field.opt_out_promotions')}</label>
          </div>
        </fieldset>

        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('register.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
