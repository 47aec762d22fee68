import type { StaffCoupon } from '@vetshop/contract';
import { useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatDate } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import type {
  loadStaffCouponsPage,
  StaffCouponForm,
  StaffCouponResult,
  staffCouponsAction,
} from './coupons-page.server';

const EMPTY: StaffCouponForm = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  free_product_sku: '',
  free_qty: '1',
  min_order: '',
  starts_on: '',
  ends_on: '',
  per_customer_limit: '',
  total_limit: '',
};

/** /staff/coupons: the list of promotion codes (what each gives, on which conditions, its uses) and a new one. */
export function StaffCouponsPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffCouponsPage>;
  actionData: ActionData<typeof staffCouponsAction>;
}) {
  const { rows, created, ended } = loaderData;
  const { t } = useI18n();
  const failed = actionData as StaffCouponResult | undefined;
  return (
    <article className="staff-coupons" aria-labelledby="staff-coupons-title">
      <h1 id="staff-coupons-title">{t('staffCoupons.title')}</h1>
      <p>{t('staffCoupons.intro')}</p>
      <div role="status">
        {created ? <p className="notice">{t('staffCoupons.created', { code: created })}</p> : null}
        {ended ? <p className="notice">{t('staffCoupons.ended', { code: ended })}</p> : null}
      </div>
      {rows.length === 0 ? <p>{t('staffCoupons.empty')}</p> : <CouponTable rows={rows} />}
      <NewCoupon failed={failed} />
    </article>
  );
}

function CouponTable({ rows }: { rows: StaffCoupon[] }) {
  const { locale, t } = useI18n();
  const gives = (c: StaffCoupon) =>
    c.kind === 'percent'
      ? t('staffCoupons.gives.percent', { percent: new Intl.NumberFormat(locale).format(c.percent ?? 0) })
      : c.kind === 'amount'
        ? t('staffCoupons.gives.amount', { amount: euros(c.amount ?? 0, locale) })
        : t('staffCoupons.gives.free', { qty: c.free_product?.qty ?? 1, name: c.free_product?.name ?? '' });
  const conditions = (c: StaffCoupon) =>
    [
      c.min_order > 0 ? t('staffCoupons.minOrder', { amount: euros(c.min_order, locale) }) : null,
      c.starts_on ? t('staffCoupons.from', { date: formatDate(c.starts_on, locale) }) : null,
      c.ends_on ? t('staffCoupons.until', { date: formatDate(c.ends_on, locale) }) : null,
      c.per_customer_limit ? t('staffCoupons.perCustomer', { count: c.per_customer_limit }) : null,
    ]
      .filter(Boolean)
      .join(', ') || '—';
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t('staffCoupons.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffCoupons.col.code')}</th>
            <th scope="col">{t('staffCoupons.col.gives')}</th>
            <th scope="col">{t('staffCoupons.col.conditions')}</th>
            <th scope="col">{t('staffCoupons.col.uses')}</th>
            <th scope="col">{t('staffCoupons.col.status')}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <code>{c.code}</code>
              </th>
              <td>{gives(c)}</td>
              <td>{conditions(c)}</td>
              <td className="num">
                {t('staffCoupons.uses', {
                  used: c.used_count,
                  limit: c.total_limit ?? t('staffCoupons.unlimited'),
                })}
              </td>
              <td>
                <span className={`badge badge-coupon-${c.status}`}>
                  {t(`staffCoupons.status.${c.status}`)}
                </span>
              </td>
              <td>
                {c.status === 'ended' || c.status === 'expired' ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={c.id} />
                    <button type="submit" name="intent" value="end" className="button-danger">
                      {t('staffCoupons.end', { code: c.code })}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NewCoupon({ failed }: { failed: StaffCouponResult | undefined }) {
  const { t } = useI18n();
  const typed = failed?.form ?? EMPTY;
  const [kind, setKind] = useState(typed.kind);
  const field = (name: keyof StaffCouponForm, label: Parameters<typeof t>[0], type = 'text', extra = {}) => (
    <div className="field">
      <label htmlFor={`coupon-${name}`}>{t(label)}</label>
      <input id={`coupon-${name}`} name={name} type={type} defaultValue={typed[name]} {...extra} />
    </div>
  );
  return (
    <section className="staff-coupon-new" aria-labelledby="staff-coupon-new-title">
      <h2 id="staff-coupon-new-title">{t('staffCoupons.new')}</h2>
      <Form method="post" className="form">
        {failed ? (
          <p className="notice notice-warning" role="alert">
            {failed.error ? t('staffCoupons.failed', { error: failed.error }) : t('staffCoupons.failedPlain')}
          </p>
        ) : null}
        {field('code', 'staffCoupons.field.code', 'text', {
          required: true,
          maxLength: 32,
          autoComplete: 'off',
        })}
        <fieldset>
          <legend>{t('staffCoupons.field.kind')}</legend>
          {(['percent', 'amount', 'free_product'] as const).map((k) => (
            <div key={k} className="radio">
              <input
                id={`coupon-kind-${k}`}
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              <label htmlFor={`coupon-kind-${k}`}>{t(`staffCoupons.kind.${k}`)}</label>
            </div>
          ))}
        </fieldset>
        {/* Every field is on the page without JavaScript; the back office reads those of the chosen kind. */}
        {field('percent', 'staffCoupons.field.percent', 'text', { inputMode: 'decimal' })}
        {field('amount', 'staffCoupons.field.amount', 'text', { inputMode: 'decimal' })}
        {field('free_product_sku', 'staffCoupons.field.sku')}
        {field('free_qty', 'staffCoupons.field.qty', 'number', { min: 1, max: 100 })}
        {field('min_order', 'staffCoupons.field.minOrder', 'text', { inputMode: 'decimal' })}
        {field('starts_on', 'staffCoupons.field.startsOn', 'date')}
        {field('ends_on', 'staffCoupons.field.endsOn', 'date')}
        {field('per_customer_limit', 'staffCoupons.field.perCustomer', 'number', { min: 1 })}
        {field('total_limit', 'staffCoupons.field.total', 'number', { min: 1 })}
        <button type="submit" name="intent" value="create" className="button-primary">
          {t('staffCoupons.create')}
        </button>
      </Form>
    </section>
  );
}
