import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import type { loadStaffHome } from './staff-home.server';
import { QUEUES } from './staff-queues';

/** /staff: what the workspace is for, and how much waits in each queue, each count leading to its queue. */
export function StaffHome({ loaderData }: { loaderData: LoaderData<typeof loadStaffHome> }) {
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="staff-home-title" className="staff-home">
      <h1 id="staff-home-title" tabIndex={-1}>
        {t('staff.home.title')}
      </h1>
      <p>{t('staff.home.intro')}</p>
      <h2>{t('staff.home.queues')}</h2>
      <ul className="staff-queues">
        {loaderData.queues.map(({ queue, count }) => {
          const { label, href } = QUEUES[queue];
          const body = (
            <>
              <span className="staff-queue-count">{formatInteger(count, locale)}</span>{' '}
              <span className="staff-queue-label">{t(label)}</span>
            </>
          );
          return (
            <li
              key={queue}
              data-testid="staff-queue"
              className={count > 0 ? 'staff-queue-waiting' : undefined}
            >
              {href ? <Link to={href(locale)}>{body}</Link> : body}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
