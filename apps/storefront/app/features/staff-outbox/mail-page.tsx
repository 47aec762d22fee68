import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { formatDateTime, StaffHistory, type StaffHistoryEntry } from '../staff';
import { kindLabel, MailStateBadge } from './mail-labels';
import type { loadStaffMailPage, staffMailAction } from './mail-page.server';
import { OUTBOX_STATES, type OutboxState } from '@vetshop/domain';
import { canResend } from './mail-states';

const isState = (s: unknown): s is OutboxState => (OUTBOX_STATES as readonly unknown[]).includes(s);

/**
 * /staff/mails/{id}: the mail as it was (or will be) sent — headers, the text version, the HTML version in a
 * sandboxed frame (`sandbox=""`: no script, no form, no navigation, an opaque origin) —, the resend of a sent or
 * failed mail with its outcome, and the history of staff actions on it.
 */
export function StaffMailPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffMailPage>;
  actionData: ActionData<typeof staffMailAction> | undefined;
}) {
  const { mail: m, resent } = loaderData;
  const { locale, t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const at = (iso: string) => <time dateTime={isoDate(iso)}>{formatDateTime(iso, locale)}</time>;
  const describe = (e: StaffHistoryEntry) =>
    e.action === 'resend'
      ? t('staffOutbox.history.resend', {
          state: isState(e.detail?.previous_state) ? t(`staffOutbox.state.${e.detail.previous_state}`) : '—',
        })
      : e.action;
  return (
    <section aria-labelledby="staff-mail-title" className="staff-mail">
      <p>
        <Link to={urls.staffMails(locale)}>{t('staffOutbox.detail.back')}</Link>
      </p>
      <h1 id="staff-mail-title">{t('staffOutbox.detail.title', { id: m.id })}</h1>
      {resent ? (
        <p role="status" className="notice notice-success staff-mail-outcome">
          {t('staffOutbox.resend.done')}
        </p>
      ) : null}

      <h2>{t('staffOutbox.detail.headers')}</h2>
      <dl className="staff-mail-facts">
        <div>
          <dt>{t('staffOutbox.detail.to')}</dt>
          <dd data-testid="staff-mail-to">{m.to}</dd>
        </div>
        <div className="staff-mail-subject">
          <dt>{t('staffOutbox.detail.subject')}</dt>
          <dd data-testid="staff-mail-subject">{m.subject}</dd>
        </div>
        <div>
          <dt>{t('staffOutbox.detail.state')}</dt>
          <dd data-testid="staff-mail-state">
            <MailStateBadge state={m.state} t={t} />
          </dd>
        </div>
        <div>
          <dt>{t('staffOutbox.detail.kind')}</dt>
          <dd>{kindLabel(m.kind, t)}</dd>
        </div>
        <div>
          <dt>{t('staffOutbox.detail.language')}</dt>
          <dd>{m.locale.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('staffOutbox.detail.created')}</dt>
          <dd>{at(m.created_at)}</dd>
        </div>
        {m.sent_at ? (
          <div>
            <dt>{t('staffOutbox.detail.sent')}</dt>
            <dd>{at(m.sent_at)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('staffOutbox.detail.sendAfter')}</dt>
            <dd>{at(m.send_after)}</dd>
          </div>
        )}
        <div>
          <dt>{t('staffOutbox.detail.attempts')}</dt>
          <dd>{m.attempts}</dd>
        </div>
        {m.record ? (
          <div>
            <dt>{t('staffOutbox.detail.record')}</dt>
            <dd>{t('staffOutbox.detail.recordValue', { type: m.record.type, id: m.record.id })}</dd>
          </div>
        ) : null}
        {m.message_id ? (
          <div className="staff-mail-wide">
            <dt>{t('staffOutbox.detail.messageId')}</dt>
            <dd className="staff-mail-code">{m.message_id}</dd>
          </div>
        ) : null}
        {m.last_error ? (
          <div className="staff-mail-wide">
            <dt>{t('staffOutbox.detail.lastError')}</dt>
            <dd className="staff-mail-code staff-mail-error">{m.last_error}</dd>
          </div>
        ) : null}
      </dl>

      <section className="staff-mail-resend" aria-labelledby="staff-mail-resend-title">
        <h2 id="staff-mail-resend-title">{t('staffOutbox.resend.title')}</h2>
        {actionData?.problem === 'failed' ? (
          <p role="alert" className="notice notice-error">
            {t('staffOutbox.resend.failed', {
              error: actionData.error ?? t('staffOutbox.resend.unknownError'),
            })}
          </p>
        ) : null}
        {canResend(m.state) ? (
          <Form method="post">
            <p className="muted">{t('staffOutbox.resend.hint')}</p>
            <button
              type="submit"
              name="intent"
              value="resend"
              className="button button-primary"
              disabled={busy}
            >
              {t('staffOutbox.resend.button')}
            </button>
          </Form>
        ) : (
          <p className="muted">{t('staffOutbox.resend.waiting')}</p>
        )}
      </section>

      <h2>{t('staffOutbox.detail.text')}</h2>
      <pre className="staff-mail-text" data-testid="staff-mail-text" tabIndex={0}>
        {m.text}
      </pre>

      <h2>{t('staffOutbox.detail.html')}</h2>
      <p className="muted">{t('staffOutbox.detail.htmlNote')}</p>
      <iframe
        className="staff-mail-html"
        title={t('staffOutbox.detail.htmlFrame', { id: m.id })}
        sandbox=""
        src={urls.staffMailPreview(locale, m.id)}
        data-testid="staff-mail-html"
      />

      <StaffHistory entries={m.history} describe={describe} />
    </section>
  );
}
