import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import type { forgotPasswordPageAction, loadForgotPasswordPage } from './forgot-password-page.server';

const PROBLEMS = {
  required: 'forgotPassword.required',
  throttled: 'forgotPassword.throttled',
  technical: 'setPassword.technical',
} as const;

/**
 * /account/forgot-password: the login to send a new-password link to. Whatever the login, the same confirmation
 * (no one learns from it whether an account exists). Works without JavaScript.
 */
export function ForgotPasswordPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadForgotPasswordPage>;
  actionData: ActionData<typeof forgotPasswordPageAction> | undefined;
}) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const problem = actionData?.problem;
  return (
    <section className="narrow password-page" aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title">{t('forgotPassword.title')}</h1>
      {loaderData.sent ? (
        <p className="notice notice-success" role="status" data-testid="forgot-password-sent">
          {t('forgotPassword.sent')}
        </p>
      ) : (
        <>
          <p>{t('forgotPassword.intro')}</p>
          <Form method="post" className="form" noValidate>
            {problem ? (
              <p className="form-error" role="alert" id="forgot-password-error">
                {t(PROBLEMS[problem])}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor="forgot-password-login">{t('forgotPassword.login')}</label>
              <input
                id="forgot-password-login"
                name="login"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                defaultValue={actionData?.login ?? ''}
                aria-invalid={problem === 'required' ? true : undefined}
                aria-describedby={problem ? 'forgot-password-error' : undefined}
              />
            </div>
            <div>
              <button type="submit" className="button button-primary" disabled={busy}>
                {t('forgotPassword.submit')}
              </button>
            </div>
          </Form>
        </>
      )}
      <p>
        <Link to={urls.login(locale)}>{t('forgotPassword.back')}</Link>
      </p>
    </section>
  );
}
