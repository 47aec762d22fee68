import { MIN_PASSWORD_LENGTH } from '@vetshop/domain';
import { useFetcher } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { PasswordError } from './profile-form';
import type { ProfileActionResult } from './profile-page.server';

const PASSWORD_MESSAGES: Record<PasswordError, MessageKey> = {
  required: 'profile.password.error.required',
  mismatch: 'profile.password.error.mismatch',
  current: 'profile.password.error.current',
  throttled: 'profile.password.error.throttled',
  technical: 'profile.password.error.technical',
  too_short: 'profile.password.error.too_short',
  contains_login: 'profile.password.error.contains_login',
  common: 'profile.password.error.common',
};

/** Errors that concern the current password field (the others concern the new one). */
const ON_CURRENT: readonly PasswordError[] = ['current', 'throttled'];

/**
 * The password change: current + new + confirmation. Everything that is wrong is said at once; passwords are
 * never sent back in the page (the fields keep what was typed as long as the page stays).
 */
export function PasswordForm() {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const result = fetcher.data as ProfileActionResult | undefined;
  const mine = result?.intent === 'password' ? result : null;
  const errors = mine && !mine.ok ? mine.errors : [];
  const currentWrong = errors.some((e) => ON_CURRENT.includes(e));
  const newWrong = errors.some((e) => !ON_CURRENT.includes(e) && e !== 'technical');
  return (
    <fetcher.Form method="post" className="form" noValidate key={mine?.ok ? 'done' : 'editing'}>
      <input type="hidden" name="intent" value="password" />
      {mine?.ok ? (
        <p className="notice" role="status">
          {t('profile.password.done', { count: mine.closedSessions })}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div className="form-error" role="alert" id="password-errors">
          <ul>
            {errors.map((e) => (
              <li key={e}>{t(PASSWORD_MESSAGES[e], { min: MIN_PASSWORD_LENGTH })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="current_password">{t('profile.password.current')}</label>
        <input
          id="current_password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={currentWrong ? true : undefined}
          aria-describedby={currentWrong ? 'password-errors' : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="new_password">{t('profile.password.new')}</label>
        <input
          id="new_password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-invalid={newWrong ? true : undefined}
          aria-describedby={newWrong ? 'password-errors password-hint' : 'password-hint'}
        />
        <p className="muted" id="password-hint">
          {t('profile.password.hint', { min: MIN_PASSWORD_LENGTH })}
        </p>
      </div>
      <div className="field">
        <label htmlFor="confirm_password">{t('profile.password.confirm')}</label>
        <input
          id="confirm_password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.includes('mismatch') ? true : undefined}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={fetcher.state !== 'idle'}>
        {t('profile.password.submit')}
      </button>
    </fetcher.Form>
  );
}
