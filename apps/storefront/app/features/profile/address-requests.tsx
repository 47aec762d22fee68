import type { AddressRequest } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { formatDate } from '../../lib/format';

function summary(r: AddressRequest): string {
  const a = r.payload ?? r.address;
  if (!a) return '';
  return [a.name, a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The buyer's address change requests and where each stands (pending, approved, refused with a reason). */
export function AddressRequests({ requests }: { requests: AddressRequest[] }) {
  const { t, locale } = useI18n();
  return (
    <section className="profile-card" aria-labelledby="profile-requests">
      <h2 id="profile-requests">{t('profile.requests')}</h2>
      {requests.length === 0 ? (
        <p>{t('profile.requests.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table address-requests">
            <caption className="visually-hidden">{t('profile.requests.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profile.requests.col.date')}</th>
                <th scope="col">{t('profile.requests.col.request')}</th>
                <th scope="col">{t('profile.requests.col.address')}</th>
                <th scope="col">{t('profile.requests.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id} data-testid="address-request">
                  <td>{formatDate(r.created_at, locale)}</td>
                  <td>
                    {r.kind === 'create'
                      ? t('profile.requests.kind.create', { type: t(`profile.requests.type.${r.type}`) })
                      : `${t(`profile.requests.kind.${r.kind}`)} — ${t(`profile.requests.type.${r.type}`)}`}
                  </td>
                  <td>{summary(r)}</td>
                  <td>
                    <span className={`request-state request-state-${r.state}`}>
                      {t(`profile.requests.state.${r.state}`)}
                    </span>
                    {r.reason ? (
                      <p className="request-reason">{t('profile.requests.reason', { reason: r.reason })}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
