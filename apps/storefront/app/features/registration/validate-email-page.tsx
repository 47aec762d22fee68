import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import type { loadValidateEmailPage, validateEmailPageAction } from './validate-email-page.server';

/** /account/validate-email?token=…: the confirmation button, then "verified" or "this link no longer works". */
export function ValidateEmailPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadValidateEmailPage>;
  actionData: ActionData<typeof validateEmailPageAction> | undefined;
}) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const outcome = actionData?.outcome ?? (loaderData.token ? null : 'invalid');
  return (
    <section className="narrow password-page" aria-labelledby="validate-email-title">
      <h1 id="validate-email-title">{t('validateEmail.title')}</h1>
      {outcome === 'done' ? (
        <>
          <p className="notice notice-success" role="status">
            {t('validateEmail.done')}
          </p>
          <p>
            <Link to={urls.login(locale)}>{t('validateEmail.login')}</Link>
          </p>
        </>
      ) : outcome === 'invalid' ? (
        <p className="notice notice-error" role="alert">
          {t('validateEmail.invalid')}
        </p>
      ) : (
        <Form method="post" className="form">
          {outcome ? (
            <p className="form-error" role="alert">
              {t(outcome === 'throttled' ? 'forgotPassword.throttled' : 'setPassword.technical')}
            </p>
          ) : null}
          <p>{t('validateEmail.intro')}</p>
          <input type="hidden" name="token" value={loaderData.token ?? ''} />
          <div>
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('validateEmail.submit')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
