import { Form, Link, useSearchParams } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { formatDate, formatDay, isoDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ConfirmStep, isConfirmedIntent, QuotationActions } from './quotation-actions';
import { MAX_NOTE } from './quotation-forms';
import { QuotationLines } from './quotation-lines';
import type {
  loadQuotationPage,
  QuotationActionResult,
  QuotationIntent,
  quotationPageAction,
} from './quotation-page.server';
import { QuotationSummary } from './quotation-summary';
import { blockTakenReference, ReferenceField } from './reference-field';
import { QuotationStateBadge } from './state-badge';

/** What the status line says after each action went through. */
const DONE_MESSAGES = {
  save: 'quotations.done.save',
  delete_line: 'quotations.done.deleteLine',
  request: 'quotations.done.request',
  accept: 'quotations.done.accept',
  cancel: 'quotations.done.cancel',
  reset: 'quotations.done.reset',
  delete: 'quotations.done.cancel',
} as const satisfies Record<QuotationIntent, MessageKey>;

const DRAFT_FORM = 'quotation-draft-form';

/**
 * /account/quotations/{id}: the quotation's facts, its lines (quantities editable and lines removable in a
 * draft), the summary, the actions its state allows, the PDF, and once accepted the order it became. Every
 * action is a form post (no JavaScript needed); outcomes are announced in a status line, refusals in an alert,
 * and what was typed stays.
 */
export function QuotationPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadQuotationPage>;
  actionData: ActionData<typeof quotationPageAction> | undefined;
}) {
  const { quotation, known } = loaderData;
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const result = actionData as QuotationActionResult | undefined;
  const invalid = result?.kind === 'invalid' ? result : null;
  const refusal = result?.kind === 'refused' ? result : invalid?.refusal ? invalid : null;
  const done = result?.kind === 'done' ? DONE_MESSAGES[result.intent] : null;
  const arrived = result ? null : params.get('done');
  const arrivedMessage =
    arrived === 'created'
      ? 'quotations.done.created'
      : arrived === 'requested'
        ? 'quotations.done.request'
        : null;
  const confirmIntent = result?.kind === 'confirm' && isConfirmedIntent(result.intent) ? result.intent : null;
  const confirmLine = result?.kind === 'confirm' ? result.lineId : null;
  const editable = quotation.actions.edit;

  return (
    <article className="quotation-page" aria-labelledby="quotation-title">
      <p>
        <Link to={urls.quotations(locale)}>{t('quotations.back')}</Link>
      </p>
      <h1 id="quotation-title">{t('quotations.detail.title', { name: quotation.name })}</h1>
      <div role="status" className="quotation-status">
        {done || arrivedMessage ? (
          <p className="notice">{t(done ?? arrivedMessage ?? 'quotations.done.save')}</p>
        ) : null}
      </div>
      {refusal?.refusal ? (
        <p className="notice notice-error" role="alert">
          {refusal.message && refusal.refusal === 'unknown'
            ? refusal.message
            : t(QUOTATION_MESSAGES[refusal.refusal])}
        </p>
      ) : null}
      {confirmIntent ? (
        <ConfirmStep quotation={quotation} intent={confirmIntent} lineId={confirmLine} />
      ) : null}

      <dl className="sale-facts quotation-facts">
        <div>
          <dt>{t('quotations.col.state')}</dt>
          <dd>
            <QuotationStateBadge state={quotation.quotation_state} />
          </dd>
        </div>
        <div>
          <dt>{t('quotations.col.date')}</dt>
          <dd>
            <time dateTime={isoDate(quotation.date_created)}>
              {formatDate(quotation.date_created, locale)}
            </time>
          </dd>
        </div>
        {quotation.date_requested ? (
          <div>
            <dt>{t('quotations.detail.requested')}</dt>
            <dd>
              <time dateTime={isoDate(quotation.date_requested)}>
                {formatDate(quotation.date_requested, locale)}
              </time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('quotations.col.validity')}</dt>
          <dd>
            {quotation.validity_date ? (
              <time dateTime={quotation.validity_date}>{formatDay(quotation.validity_date, locale)}</time>
            ) : (
              '—'
            )}
          </dd>
        </div>
        {editable ? null : (
          <div>
            <dt>{t('quotations.col.reference')}</dt>
            <dd>{quotation.client_order_ref ?? '—'}</dd>
          </div>
        )}
        {quotation.sale_id !== null ? (
          <div>
            <dt>{t('quotations.detail.order')}</dt>
            <dd>
              <Link to={urls.sale(locale, quotation.sale_id)} data-testid="quotation-order-link">
                {t('quotations.detail.orderLink')}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {!editable && quotation.note ? (
        <section aria-labelledby="quotation-note-title">
          <h2 id="quotation-note-title">{t('quotations.form.note')}</h2>
          <p className="confirm-note">{quotation.note}</p>
        </section>
      ) : null}

      {editable ? (
        <Form
          method="post"
          id={DRAFT_FORM}
          className="form quotation-draft-form"
          noValidate
          onSubmit={blockTakenReference}
          aria-labelledby="quotation-draft-title"
        >
          <h2 id="quotation-draft-title">{t('quotations.draft.title')}</h2>
          <ReferenceField
            id="quotation-ref"
            known={known}
            exceptId={quotation.id}
            defaultValue={invalid?.values.ref ?? quotation.client_order_ref ?? ''}
            serverTaken={invalid?.problems.includes('reference_taken') ?? false}
            tooLong={invalid?.problems.includes('reference_long') ?? false}
          />
          <div className="field">
            <label htmlFor="quotation-note">{t('quotations.form.note')}</label>
            <textarea
              id="quotation-note"
              name="note"
              rows={3}
              maxLength={MAX_NOTE}
              defaultValue={invalid?.values.note ?? quotation.note ?? ''}
            />
          </div>
          <p className="muted">{t('quotations.draft.hint')}</p>
          <p>
            <button type="submit" name="intent" value="save" className="button button-primary">
              {t('quotations.draft.save')}
            </button>
          </p>
        </Form>
      ) : null}

      <section aria-labelledby="quotation-lines-title">
        <h2 id="quotation-lines-title">{t('quotations.lines.title')}</h2>
        <QuotationLines
          quotation={quotation}
          formId={editable ? DRAFT_FORM : null}
          quantities={invalid?.values.quantities ?? null}
          lineErrors={invalid?.lineErrors ?? []}
        />
        {editable && quotation.lines.length > 0 ? (
          <p>
            <button type="submit" form={DRAFT_FORM} name="intent" value="save" className="button">
              {t('quotations.lines.saveQuantities')}
            </button>
          </p>
        ) : null}
        {editable ? <p className="muted">{t('quotations.lines.addHint')}</p> : null}
      </section>

      <QuotationSummary summary={quotation.summary} />
      <QuotationActions quotation={quotation} />
      <p>
        {/* A plain link: the answer is a file (or a small error page). */}
        <a href={urls.quotationDownload(locale, quotation.id)} className="button">
          {t('quotations.download')}
        </a>
      </p>
    </article>
  );
}
