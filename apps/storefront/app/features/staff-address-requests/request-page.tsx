import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import { formatDate, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { StaffHistory, type StaffHistoryEntry } from '../staff';
import { COMPARED_FIELDS, fieldText } from './address-summary';
import type { loadStaffAddressRequestPage, staffAddressRequestAction } from './request-page.server';
import { REASON_MAX } from './request-fields';

/**
 * /staff/address_requests/{id}: the change side by side (the address as it is now, the values asked for, each
 * changed row marked), then Approve, or Refuse with a reason the buyer will read (required: an empty one is
 * said at the field, what was typed stays), the outcome announced, and the history of staff actions.
 */
export function StaffAddressRequestPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffAddressRequestPage>;
  actionData: ActionData<typeof staffAddressRequestAction> | undefined;
}) {
  const { request: r, decided } = loaderData;
  const { locale, t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const yesNo = (b: boolean) => t(b ? 'staffAddressRequests.yes' : 'staffAddressRequests.no');
  const current = r.kind === 'create' ? null : r.address;
  const requested = r.kind === 'delete' ? null : r.payload;
  const reasonError =
    actionData?.problem === 'reason_required'
      ? t('staffAddressRequests.reasonRequired')
      : actionData?.problem === 'reason_too_long'
        ? t('staffAddressRequests.reasonTooLong', { max: REASON_MAX })
        : null;
  const describe = (e: StaffHistoryEntry) =>
    e.action === 'approve'
      ? t('staffAddressRequests.history.approve')
      : e.action === 'refuse'
        ? t('staffAddressRequests.history.refuse', { reason: String(e.detail?.reason ?? '') })
        : e.action;
  return (
    <section aria-labelledby="staff-request-title" className="staff-request">
      <p>
        <Link to={urls.staffAddressRequests(locale)}>{t('staffAddressRequests.detail.back')}</Link>
      </p>
      <h1 id="staff-request-title">{t('staffAddressRequests.detail.title', { id: r.id })}</h1>
      {decided ? (
        <p role="status" className="notice notice-success staff-request-outcome">
          {t(`staffAddressRequests.decided.${decided}`)}
        </p>
      ) : null}
      <dl className="staff-request-facts">
        <div>
          <dt>{t('staffAddressRequests.detail.customer')}</dt>
          <dd>
            {r.customer.name} <span className="muted">{r.customer.ref}</span>
          </dd>
        </div>
        <div>
          <dt>{t('staffAddressRequests.detail.request')}</dt>
          <dd>
            {t(`staffAddressRequests.kind.${r.kind}`)} — {t(`staffAddressRequests.type.${r.type}`)}
          </dd>
        </div>
        <div>
          <dt>{t('staffAddressRequests.detail.requestedOn')}</dt>
          <dd>
            <time dateTime={isoDate(r.created_at)}>{formatDate(r.created_at, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('staffAddressRequests.detail.state')}</dt>
          <dd>
            <span className={`request-state request-state-${r.state}`} data-testid="staff-request-state">
              {t(`staffAddressRequests.state.${r.state}`)}
            </span>
          </dd>
        </div>
        {r.decided_at ? (
          <div>
            <dt>{t('staffAddressRequests.detail.decidedOn')}</dt>
            <dd>
              <time dateTime={isoDate(r.decided_at)}>{formatDate(r.decided_at, locale)}</time>
            </dd>
          </div>
        ) : null}
        {r.reason ? (
          <div>
            <dt>{t('staffAddressRequests.detail.reason')}</dt>
            <dd>{r.reason}</dd>
          </div>
        ) : null}
      </dl>

      <h2>{t('staffAddressRequests.detail.change')}</h2>
      {r.kind === 'create' ? <p className="muted">{t('staffAddressRequests.detail.noCurrent')}</p> : null}
      {r.kind !== 'create' && !current ? (
        <p className="muted">{t('staffAddressRequests.detail.currentGone')}</p>
      ) : null}
      {r.kind === 'delete' ? <p className="notice">{t('staffAddressRequests.detail.deletion')}</p> : null}
      <div className="table-scroll">
        <table className="staff-request-compare">
          <caption className="visually-hidden">{t('staffAddressRequests.detail.change')}</caption>
          <thead>
            <tr>
              <td />
              {r.kind !== 'create' ? <th scope="col">{t('staffAddressRequests.detail.current')}</th> : null}
              {r.kind !== 'delete' ? <th scope="col">{t('staffAddressRequests.detail.requested')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {COMPARED_FIELDS.map((field) => {
              const before = fieldText(current, field, yesNo);
              const after = fieldText(requested, field, yesNo);
              const changed = r.kind === 'update' && current !== null && before !== after;
              return (
                <tr key={field} className={changed ? 'staff-request-changed' : undefined}>
                  <th scope="row">{t(`staffAddressRequests.field.${field}`)}</th>
                  {r.kind !== 'create' ? <td>{before || '—'}</td> : null}
                  {r.kind !== 'delete' ? (
                    <td>
                      {after || '—'}
                      {changed ? (
                        <span className="badge staff-request-changed-badge">
                          {t('staffAddressRequests.detail.changed')}
                        </span>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {r.state === 'pending' ? (
        <section className="staff-request-decision" aria-labelledby="staff-decision-title">
          <h2 id="staff-decision-title">{t('staffAddressRequests.decision')}</h2>
          {actionData?.problem === 'failed' ? (
            <p role="alert" className="notice notice-error">
              {t('staffAddressRequests.failed', {
                error: actionData.error ?? t('staffAddressRequests.unknownError'),
              })}
            </p>
          ) : null}
          <div className="staff-request-forms">
            <Form method="post" className="staff-request-approve">
              <p className="muted">{t('staffAddressRequests.approveHint')}</p>
              <button
                type="submit"
                name="intent"
                value="approve"
                className="button button-primary"
                disabled={busy}
              >
                {t('staffAddressRequests.approve')}
              </button>
            </Form>
            <Form method="post" className="staff-request-refuse" noValidate>
              <div className="field">
                <label htmlFor="refuse-reason">
                  {t('staffAddressRequests.reason')}
                  <span aria-hidden="true"> *</span>
                </label>
                <textarea
                  id="refuse-reason"
                  name="reason"
                  rows={3}
                  required
                  maxLength={REASON_MAX}
                  defaultValue={actionData?.reason ?? ''}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'refuse-reason-error' : undefined}
                />
                {reasonError ? (
                  <p id="refuse-reason-error" className="field-error" role="alert">
                    {reasonError}
                  </p>
                ) : null}
              </div>
              <button
                type="submit"
                name="intent"
                value="refuse"
                className="button button-danger"
                disabled={busy}
              >
                {t('staffAddressRequests.refuse')}
              </button>
            </Form>
          </div>
        </section>
      ) : null}

      <StaffHistory entries={r.history} describe={describe} />
    </section>
  );
}
