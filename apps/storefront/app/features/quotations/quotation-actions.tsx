import type { Quotation } from '@vetshop/contract';
import { Form, Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { urls } from '../../lib/urls';
import type { QuotationIntent } from './quotation-page.server';

/** The state machine's actions the contract allows now, in the order a buyer reads them, and their button. */
const ACTIONS = [
  { intent: 'request', allowed: 'request_quotation', label: 'quotations.action.request', danger: false },
  { intent: 'accept', allowed: 'accept', label: 'quotations.action.accept', danger: false },
  { intent: 'reset', allowed: 'reset_to_draft', label: 'quotations.action.reset', danger: false },
  { intent: 'cancel', allowed: 'cancel', label: 'quotations.action.cancel', danger: true },
  { intent: 'delete', allowed: 'delete', label: 'quotations.action.delete', danger: true },
] as const satisfies readonly {
  intent: QuotationIntent;
  allowed: keyof Quotation['actions'];
  label: MessageKey;
  danger: boolean;
}[];

/** What each confirmation asks (deleting, cancelling, accepting, removing a line). */
export const CONFIRM_QUESTIONS = {
  delete: 'quotations.confirm.delete',
  cancel: 'quotations.confirm.cancel',
  accept: 'quotations.confirm.accept',
  delete_line: 'quotations.confirm.deleteLine',
} as const satisfies Partial<Record<QuotationIntent, MessageKey>>;

export type ConfirmedIntent = keyof typeof CONFIRM_QUESTIONS;
export const isConfirmedIntent = (i: QuotationIntent): i is ConfirmedIntent =>
  Object.hasOwn(CONFIRM_QUESTIONS, i);

/** One form per allowed action (works without JavaScript); accepting says it places an order. */
export function QuotationActions({ quotation }: { quotation: Quotation }) {
  const { t } = useI18n();
  const allowed = ACTIONS.filter((a) => quotation.actions[a.allowed]);
  if (allowed.length === 0) return null;
  return (
    <section className="quotation-actions" aria-labelledby="quotation-actions-title">
      <h2 id="quotation-actions-title">{t('quotations.actions.title')}</h2>
      {quotation.actions.accept ? <p>{t('quotations.action.acceptHint')}</p> : null}
      {quotation.actions.request_quotation && quotation.lines.length === 0 ? (
        <p className="muted">{t('quotations.action.requestNeedsLines')}</p>
      ) : null}
      <div className="button-row">
        {allowed.map((a) => (
          <Form method="post" key={a.intent} className="inline-form">
            <button
              type="submit"
              name="intent"
              value={a.intent}
              className={`button ${a.danger ? 'button-danger' : 'button-primary'}`}
              disabled={a.intent === 'request' && quotation.lines.length === 0}
            >
              {t(a.label)}
            </button>
          </Form>
        ))}
      </div>
    </section>
  );
}

/**
 * The confirmation step of a final action, as the answer to its first post: the question (role=alert, read at
 * once), "yes" posting again with `confirmed=yes`, and "no" back to the quotation as it was.
 */
export function ConfirmStep({
  quotation,
  intent,
  lineId,
}: {
  quotation: Quotation;
  intent: ConfirmedIntent;
  lineId: number | null;
}) {
  const { locale, t } = useI18n();
  const line = quotation.lines.find((l) => l.line_id === lineId);
  return (
    <Form method="post" className="notice notice-warning quotation-confirm">
      <p role="alert" id="quotation-confirm-question">
        {t(CONFIRM_QUESTIONS[intent], { name: quotation.name, product: line?.name ?? '' })}
      </p>
      <input type="hidden" name="confirmed" value="yes" />
      {lineId !== null ? <input type="hidden" name="line_id" value={lineId} /> : null}
      <div className="button-row">
        <button
          type="submit"
          name="intent"
          value={intent}
          className={`button ${intent === 'accept' ? 'button-primary' : 'button-danger'}`}
        >
          {t(`quotations.confirmYes.${intent}`)}
        </button>
        <Link to={urls.quotation(locale, quotation.id)} className="button" replace>
          {t('quotations.confirmNo')}
        </Link>
      </div>
    </Form>
  );
}
