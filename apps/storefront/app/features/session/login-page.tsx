import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n';
import { LOGIN_MESSAGES } from '../../lib/backoffice-messages';
import { urls } from '../../lib/urls';
import type { loginPageAction } from './login-page.server';

export function LoginPage() {
  const { t, locale } = useI18n();
  const result = useActionData<typeof loginPageAction>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const error = result?.error;
  const redirectedFrom = params.get('redirect');
  // Back from the set-password page of a mail's link: the password is saved, sign in with it.
  const passwordSet = params.get('notice') === 'password_set';
  return (
    <section className="narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {passwordSet ? (
        <p className="notice notice-success" role="status">
          {t('setPassword.done')}
        </p>
      ) : redirectedFrom ? (
        <p className="notice">{t('login.notAuthenticated')}</p>
      ) : (
        <p>{t('login.intro')}</p>
      )}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="redirect" value={redirectedFrom ?? ''} />
        {error ? (
          <p className="form-error" role="alert">
            {t(LOGIN_MESSAGES[error])}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login">{t('login.login')}</label>
          <input
            id="login"
            name="login"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.login ?? ''}
            aria-invalid={error === 'invalid' || error === 'required' ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="password">{t('login.password')}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          <Link to={urls.forgotPassword(locale)} className="login-forgot">
            {t('forgotPassword.link')}
          </Link>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('login.submit')}
        </button>
      </Form>
      <p>
        <Link to={urls.register(locale)}>{t('login.becomeCustomer')}</Link>
      </p>
    </section>
  );
}
