import { useId, useState } from 'react';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import type { ActionData, LoaderData } from '../../lib/page-data';
import type { loadQuotationAddPage, quotationAddPageAction } from './add-page.server';
import { QuoteFields } from './quote-fields';
import { blockTakenReference } from './reference-field';

/**
 * /account/quotations/add?product={id}: the product page's quotation dialog as a page of its own (the dialog's
 * opener links here; without JavaScript this is what the buyer gets). A plain form post; done, the quotation's
 * page; a refusal comes back here with what was chosen and typed.
 */
export function QuotationAddPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadQuotationAddPage>;
  actionData: ActionData<typeof quotationAddPageAction> | undefined;
}) {
  const { product, mode, choices } = loaderData;
  const { t } = useI18n();
  const id = useId();
  const result = actionData?.result;
  const [target, setTarget] = useState(actionData?.target ?? 'new');
  const refusal = result && !result.ok ? result : null;
  return (
    <section className="quotation-add-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        {mode === 'request' ? t('quotations.dialog.titleRequest') : t('quotations.dialog.titleAdd')}
      </h1>
      <p>
        <Link to={product.url}>{product.name}</Link>
      </p>
      {refusal?.refusal ? (
        <p className="notice notice-error" role="alert">
          {refusal.message && refusal.refusal === 'unknown'
            ? refusal.message
            : t(QUOTATION_MESSAGES[refusal.refusal])}
        </p>
      ) : null}
      <Form method="post" className="form" noValidate onSubmit={blockTakenReference}>
        <QuoteFields
          idPrefix={id}
          productId={product.id}
          mode={mode}
          loaded={choices}
          result={result}
          target={target}
          onTarget={setTarget}
          typed={actionData?.typed}
        />
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {mode === 'request' ? t('quotations.dialog.submitRequest') : t('quotations.dialog.submitAdd')}
          </button>
          <Link to={product.url}>{t('quotations.addPage.back')}</Link>
        </div>
      </Form>
    </section>
  );
}
