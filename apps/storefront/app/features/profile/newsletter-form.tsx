import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import type { ProfileActionResult } from './profile-page.server';

/** The newsletter flag (the customer's opt_out, the other way round), saved with its own button. */
export function NewsletterForm({ optOut }: { optOut: boolean }) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const result = fetcher.data as ProfileActionResult | undefined;
  const mine = result?.intent === 'newsletter' ? result : null;
  return (
    <fetcher.Form method="post" className="form newsletter-form">
      <input type="hidden" name="intent" value="newsletter" />
      <div className="field field-check">
        <input id="newsletter" name="subscribed" type="checkbox" defaultChecked={!optOut} />
        <label htmlFor="newsletter">{t('profile.newsletter.label')}</label>
      </div>
      <p className="muted" id="newsletter-state" role="status">
        {mine && !mine.ok
          ? t('profile.newsletter.failed')
          : t(optOut ? 'profile.newsletter.unsubscribed' : 'profile.newsletter.subscribed')}
      </p>
      <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
        {t('profile.newsletter.save')}
      </button>
    </fetcher.Form>
  );
}
