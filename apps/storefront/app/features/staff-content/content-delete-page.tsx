import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import type { loadStaffContentDeletePage, staffContentDeleteAction } from './content-delete-page.server';

/** The deletion's confirmation as a page: the question, Delete for good, or back to the record. */
export function StaffContentDeletePage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffContentDeletePage>;
  actionData: ActionData<typeof staffContentDeleteAction> | undefined;
}) {
  const { kind, id, label } = loaderData;
  const { locale, t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="staff-content-delete-title" className="staff-content-delete">
      <h1 id="staff-content-delete-title">{t('staffContent.delete.title')}</h1>
      {actionData ? (
        <p role="alert" className="notice notice-error">
          {t('staffContent.delete.failed', {
            error: actionData.error ?? t('staffContent.edit.unknownError'),
          })}
        </p>
      ) : null}
      <p>{t('staffContent.delete.message', { label: label || t('staffContent.untitled') })}</p>
      <Form method="post" className="button-row">
        <button type="submit" name="intent" value="delete" className="button button-danger" disabled={busy}>
          {t('staffContent.delete.confirm')}
        </button>
        <Link to={urls.staffContentItem(locale, kind, id)} className="button">
          {t('staffContent.delete.cancel')}
        </Link>
      </Form>
    </section>
  );
}
