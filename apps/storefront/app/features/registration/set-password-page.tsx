import { MIN_PASSWORD_LENGTH } from '@vetshop/domain';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import type { NewPasswordError } from './password-rules';
import type { loadSetPasswordPage, setPasswordPageAction } from './set-password-page.server';

const ERROR_MESSAGES: Record<NewPasswordError, MessageKey> = {
  required: 'password.error.required',
  mismatch: 'password.error.mismatch',
  too_short: 'password.error.too_short',
  contains_login: 'password.error.contains_login',
  common: 'password.error.common',
};

/**
 * /account/set-password?token=…: the new password twice (the profile's rules, said under the fields), from the
 * link of the approval or the forgotten-password mail. A link that no longer works says so, with a link to ask
 * for a new one. Works without JavaScript.
 */
export function SetPasswordPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadSetPasswordPage>;
  actionData: ActionData<typeof setPasswordPageAction> | undefined;
}) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const alertRef = useRef<HTMLDivElement>(null);
  const messages = [
    ...(actionData?.errors ?? []).map((e) => t(ERROR_MESSAGES[e], { min: MIN_PASSWORD_LENGTH })),
    ...(actionData?.messages ?? []),
  ];
  const problem = actionData?.problem;
  useEffect(() => {
    if (actionData) alertRef.current?.focus();
  }, [actionData]);

  if (!loaderData.token || actionData?.invalidToken) {
    return (
      <section className="narrow password-page" aria-labelledby="set-password-title">
        <h1 id="set-password-title">{t('setPassword.title')}</h1>
        <p className="notice notice-error" data-testid="set-password-invalid">
          {t('setPassword.invalidToken')}
        </p>
        <p>
          <Link to={urls.forgotPassword(locale)} className="button button-primary">
            {t('setPassword.requestNew')}
          </Link>
        </p>
      </section>
    );
  }

  const wrong = messages.length > 0;
  return (
    <section className="narrow password-page" aria-labelledby="set-password-title">
      <h1 id="set-password-title">{t('setPassword.title')}</h1>
      <p>{t('setPassword.intro')}</p>
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        {problem ? (
          <div className="notice notice-error" role="alert" tabIndex={-1} ref={alertRef}>
            {t(problem === 'throttled' ? 'forgotPassword.throttled' : 'setPassword.technical')}
          </div>
        ) : wrong ? (
          <div className="form-error" role="alert" id="set-password-errors" tabIndex={-1} ref={alertRef}>
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="set-password">{t('setPassword.password')}</label>
          <input
            id="set-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            aria-invalid={wrong && !actionData?.errors.every((e) => e === 'mismatch') ? true : undefined}
            aria-describedby={wrong ? 'set-password-errors set-password-hint' : 'set-password-hint'}
          />
          <p className="muted field-hint" id="set-password-hint">
            {t('password.rules', { min: MIN_PASSWORD_LENGTH })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="set-password-confirm">{t('setPassword.confirm')}</label>
          <input
            id="set-password-confirm"
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={actionData?.errors.includes('mismatch') ? true : undefined}
            aria-describedby={actionData?.errors.includes('mismatch') ? 'set-password-errors' : undefined}
          />
        </div>
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('setPassword.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
