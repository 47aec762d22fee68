import type { OrderImportReport } from '@vetshop/contract';
import { ORDER_IMPORT_DEFAULT_MAX_MB } from '@vetshop/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../i18n';
import { useCart } from '../cart';
import { ImportReport } from './import-report';
import { checkImportFile, uploadImport } from './upload';

type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'applying' }
  | { kind: 'done'; report: OrderImportReport }
  | { kind: 'error'; message: string };

const CHECK_MESSAGES: Record<NonNullable<ReturnType<typeof checkImportFile>>, MessageKey> = {
  not_csv: 'orderImport.error.notCsv',
  too_large: 'orderImport.error.tooLarge',
  empty: 'orderImport.error.empty',
};

/** The back office's own message of an error body (already in the buyer's language), if any. */
function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * The CSV order import (issue 9 §5): choose a .csv file, checked here first (extension, size), sent with its
 * progress, then the report of every row. The rows go into the buyer's server cart; the cart engine is then
 * synced (forced), so the header's count and the cart page show them, and any change still queued on this
 * device goes along — nothing already in the cart is lost.
 */
export function OrderImportPanel() {
  const { locale, t } = useI18n();
  const cart = useCart();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const file = useRef<File | null>(null);
  // One id per file chosen: sending the same choice twice (a double click, a retry) imports it once.
  const importUuid = useRef<string | null>(null);
  const id = useId();
  const busy = step.kind === 'sending' || step.kind === 'applying';

  const choose = (chosen: File | null) => {
    file.current = chosen;
    importUuid.current = chosen ? crypto.randomUUID() : null;
    const refusal = chosen ? checkImportFile(chosen) : null;
    setStep(
      refusal
        ? { kind: 'error', message: t(CHECK_MESSAGES[refusal], { mb: ORDER_IMPORT_DEFAULT_MAX_MB }) }
        : { kind: 'idle' },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current;
    if (!chosen || !importUuid.current)
      return setStep({ kind: 'error', message: t('orderImport.error.noFile') });
    const refusal = checkImportFile(chosen);
    if (refusal)
      return setStep({
        kind: 'error',
        message: t(CHECK_MESSAGES[refusal], { mb: ORDER_IMPORT_DEFAULT_MAX_MB }),
      });
    setStep({ kind: 'sending', fraction: 0 });
    const outcome = await uploadImport({
      url: '/api/order-import',
      file: chosen,
      importUuid: importUuid.current,
      locale,
      onProgress: (fraction) => setStep(fraction < 1 ? { kind: 'sending', fraction } : { kind: 'applying' }),
    });
    if (!outcome.ok) {
      const message =
        outcome.status === 413
          ? t('orderImport.error.tooLarge', { mb: ORDER_IMPORT_DEFAULT_MAX_MB })
          : (messageOf(outcome.body) ?? t('orderImport.error.failed'));
      return setStep({ kind: 'error', message: messageOf(outcome.body) ?? message });
    }
    setStep({ kind: 'applying' });
    await cart.sync({ force: true });
    setStep({ kind: 'done', report: outcome.body as OrderImportReport });
  };

  const percent = step.kind === 'sending' ? Math.round(step.fraction * 100) : 100;
  return (
    <section className="order-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('orderImport.title')}</h2>
      <p id={`${id}-intro`}>{t('orderImport.intro')}</p>
      <form className="order-import-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-file`}>{t('orderImport.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          name="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-intro${step.kind === 'error' ? ` ${id}-error` : ''}`}
          aria-invalid={step.kind === 'error' ? true : undefined}
          disabled={busy}
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
        <button type="submit" className="button" disabled={busy || !cart.ready}>
          {t('orderImport.submit')}
        </button>
      </form>
      {busy && (
        <div className="order-import-progress">
          <progress max={100} value={percent} aria-label={t('orderImport.progress')} />
          <span role="status">
            {step.kind === 'sending' ? t('orderImport.sending', { percent }) : t('orderImport.applying')}
          </span>
        </div>
      )}
      {step.kind === 'error' && (
        <p id={`${id}-error`} className="order-import-error" role="alert">
          {step.message}
        </p>
      )}
      {step.kind === 'done' && <ImportReport report={step.report} />}
    </section>
  );
}
