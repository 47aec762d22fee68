import { SMALL_AD_REFUSAL_REASON_MAX } from '@vetshop/domain';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { plainClick } from '../../lib/plain-click';
import { urls } from '../../lib/urls';
import { ModalDialog } from '../../ui/dialog';
import { SmallAdStateBadge, SmallAdView } from '../small-ads';
import { formatDateTime, StaffHistory, type StaffHistoryEntry } from '../staff';
import type { loadStaffSmallAdPage, StaffSmallAdResult, staffSmallAdAction } from './ad-page.server';

/**
 * /staff/small-ads/{id}: the ad as buyers will read it (its PDF in a new tab), who wrote it for which customer,
 * and, while pending, Publish or Refuse with a required reason — a dialog with JavaScript, whose opener is a link
 * to the same form on the page (`?refuse=1`) without it. The outcome is announced; the history follows.
 */
export function StaffSmallAdPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffSmallAdPage>;
  actionData: ActionData<typeof staffSmallAdAction> | undefined;
}) {
  const { ad, decided, refusing } = loaderData;
  const result = actionData as StaffSmallAdResult | undefined;
  const { locale, t } = useI18n();
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  // The back office records 'published' / 'refused' (the ad's outcome).
  const describe = (e: StaffHistoryEntry) =>
    e.action === 'published'
      ? t('staffSmallAds.history.publish')
      : e.action === 'refused'
        ? t('staffSmallAds.history.refuse', { reason: String(e.detail?.reason ?? '') })
        : e.action;
  const reasonProblem = result && result.problem !== 'failed' ? result.problem : null;
  // Without JavaScript (or after a refused post) the refusal's form is on the page itself.
  const inlineRefusal = refusing || reasonProblem !== null;
  // A reason refused by the action: the dialog gives way to the page's form, which says why and keeps the text.
  useEffect(() => {
    if (reasonProblem) setDialogOpen(false);
  }, [reasonProblem, result]);
  return (
    <section aria-labelledby="staff-small-ad-title" className="staff-small-ad">
      <p>
        <Link to={urls.staffSmallAds(locale)}>{t('staffSmallAds.back')}</Link>
      </p>
      <h1 id="staff-small-ad-title">{t('staffSmallAds.detail.title', { name: ad.name })}</h1>
      <div role="status">
        {decided ? (
          <p className="notice staff-small-ad-outcome">{t(`staffSmallAds.decided.${decided}`)}</p>
        ) : null}
      </div>
      <dl className="small-ad-facts staff-small-ad-facts">
        <div>
          <dt>{t('staffSmallAds.detail.state')}</dt>
          <dd>
            <SmallAdStateBadge state={ad.state} />
          </dd>
        </div>
        <div>
          <dt>{t('staffSmallAds.detail.customer')}</dt>
          <dd>
            {ad.customer.name} <span className="muted">{ad.customer.ref}</span>
          </dd>
        </div>
        <div>
          <dt>{t('staffSmallAds.detail.author')}</dt>
          <dd>
            {ad.author.name} <span className="muted">{ad.author.login}</span>
          </dd>
        </div>
        <div>
          <dt>{t('staffSmallAds.detail.updated')}</dt>
          <dd>{formatDateTime(ad.write_date, locale)}</dd>
        </div>
        {ad.rejection_reason ? (
          <div>
            <dt>{t('staffSmallAds.detail.reason')}</dt>
            <dd data-testid="staff-small-ad-reason">{ad.rejection_reason}</dd>
          </div>
        ) : null}
      </dl>
      <SmallAdView ad={ad} documentHref={urls.staffSmallAdDocument(locale, ad.id)} />

      {ad.state === 'pending' ? (
        <section className="staff-small-ad-decision" aria-labelledby="staff-small-ad-decision">
          <h2 id="staff-small-ad-decision">{t('staffSmallAds.decision')}</h2>
          {result?.problem === 'failed' ? (
            <p role="alert" className="notice notice-error">
              {t('staffSmallAds.failed', { error: result.error ?? t('staffSmallAds.unknownError') })}
            </p>
          ) : null}
          <div className="button-row">
            <Form method="post" className="staff-small-ad-publish">
              <p className="muted">{t('staffSmallAds.publishHint')}</p>
              <button type="submit" name="intent" value="publish" className="button button-primary">
                {t('staffSmallAds.publish')}
              </button>
            </Form>
            {inlineRefusal ? null : (
              <p className="staff-small-ad-refuse-open">
                <Link
                  ref={opener}
                  to="?refuse=1"
                  className="button button-danger"
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    setDialogOpen(true);
                  }}
                >
                  {t('staffSmallAds.refuseOpen')}
                </Link>
              </p>
            )}
          </div>
          {inlineRefusal ? (
            <RefuseForm
              idPrefix="refuse-page"
              name={ad.name}
              result={result}
              cancelTo={urls.staffSmallAd(locale, ad.id)}
            />
          ) : null}
          <ModalDialog
            open={dialogOpen}
            onDismiss={() => setDialogOpen(false)}
            title={t('staffSmallAds.refuseTitle', { name: ad.name })}
            initialFocus={(dialog) => dialog.querySelector('textarea')}
            testId="staff-small-ad-refuse-dialog"
          >
            <RefuseForm
              idPrefix="refuse-dialog"
              name={ad.name}
              result={undefined}
              onCancel={() => setDialogOpen(false)}
            />
          </ModalDialog>
        </section>
      ) : null}

      <StaffHistory entries={ad.history} describe={describe} />
    </section>
  );
}

/** The refusal's form: the reason (required, kept when refused), Refuse, and a way back. */
function RefuseForm({
  idPrefix,
  name,
  result,
  cancelTo,
  onCancel,
}: {
  idPrefix: string;
  name: string;
  result: StaffSmallAdResult | undefined;
  cancelTo?: string;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const problem = result && result.problem !== 'failed' ? result.problem : null;
  const error =
    problem === 'reason_required'
      ? t('staffSmallAds.reasonRequired')
      : problem === 'reason_too_long'
        ? t('staffSmallAds.reasonTooLong', { max: SMALL_AD_REFUSAL_REASON_MAX })
        : null;
  const field = `${idPrefix}-reason`;
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) reasonRef.current?.focus();
  }, [error, result]);
  return (
    <Form
      method="post"
      className="form staff-small-ad-refuse"
      noValidate
      aria-label={idPrefix === 'refuse-page' ? t('staffSmallAds.refuseTitle', { name }) : undefined}
    >
      <div className="field">
        <label htmlFor={field}>
          {t('staffSmallAds.reason')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          ref={reasonRef}
          id={field}
          name="reason"
          rows={4}
          required
          maxLength={SMALL_AD_REFUSAL_REASON_MAX}
          defaultValue={result?.reason ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field}-hint ${field}-error` : `${field}-hint`}
        />
        <p id={`${field}-hint`} className="field-hint">
          {t('staffSmallAds.reasonHint')}
        </p>
        {error ? (
          <p id={`${field}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button type="submit" name="intent" value="refuse" className="button button-danger" disabled={busy}>
          {t('staffSmallAds.refuse')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('staffSmallAds.cancel')}
          </button>
        ) : cancelTo ? (
          <Link to={cancelTo} className="button" replace>
            {t('staffSmallAds.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
