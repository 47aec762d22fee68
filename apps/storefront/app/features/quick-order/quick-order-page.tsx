import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { QuickOrderPad, RefusedTable } from './quick-order-pad';
import type { loadQuickOrderPage, quickOrderAction } from './quick-order-page.server';

/**
 * /account/quick-order (issue 23 §3, decision 044). The pad needs JavaScript (it is built in the browser, from the
 * rows kept on the device); without it the page offers a list to paste — "code;quantity" lines — posted to the
 * server, which adds them to the cart through the CSV order import and gives back the refused lines to correct.
 */
export function QuickOrderPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadQuickOrderPage>;
  actionData: ActionData<typeof quickOrderAction> | undefined;
}) {
  const { locale, t } = useI18n();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <section className="quick-order" aria-labelledby="quick-order-title">
      <h1 id="quick-order-title">{t('quickOrder.title')}</h1>
      <p className="muted quick-order-intro">{t('quickOrder.intro')}</p>
      {interactive ? <QuickOrderPad userKey={loaderData.userKey} /> : null}
      <noscript>
        <Form method="post" className="quick-order-nojs">
          <h2>{t('quickOrder.noJs.title')}</h2>
          <input type="hidden" name="import_uuid" value={actionData?.importUuid ?? loaderData.importUuid} />
          <label htmlFor="quick-order-lines">{t('quickOrder.noJs.label')}</label>
          <textarea
            id="quick-order-lines"
            name="lines"
            rows={12}
            spellCheck={false}
            defaultValue={actionData?.remaining ?? ''}
          />
          <button type="submit" className="button button-primary">
            {t('quickOrder.noJs.submit')}
          </button>
        </Form>
        {actionData ? (
          <section className="quick-order-report" aria-labelledby="quick-order-nojs-report">
            <h2 id="quick-order-nojs-report">{t('quickOrder.report.title')}</h2>
            {actionData.ok ? (
              <>
                <p role="status">
                  {t('quickOrder.report.added', { count: actionData.added })}{' '}
                  {actionData.refused.length > 0
                    ? t('quickOrder.report.refused', { count: actionData.refused.length })
                    : null}
                </p>
                {actionData.refused.length > 0 ? (
                  <RefusedTable
                    rows={actionData.refused.map((r) => ({
                      number: r.row,
                      code: r.code,
                      qty: r.qty,
                      reason: r.message,
                    }))}
                  />
                ) : null}
                <p>
                  <Link to={urls.cart(locale)}>{t('quickOrder.toCart')}</Link>
                </p>
              </>
            ) : (
              <p role="alert">{actionData.message ?? t('quickOrder.noJs.failed')}</p>
            )}
          </section>
        ) : null}
      </noscript>
    </section>
  );
}
