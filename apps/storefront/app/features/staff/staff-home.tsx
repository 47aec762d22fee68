import { useI18n } from '../../i18n';

/** /staff: what the workspace is for; the navigation beside it leads to each queue. */
export function StaffHome() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" tabIndex={-1}>
        {t('staff.home.title')}
      </h1>
      <p>{t('staff.home.intro')}</p>
    </section>
  );
}
