import type { StaffPricelists, StaffRegistration } from '@vetshop/contract';
import { ROLES, type Role } from '@vetshop/domain';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import { CUSTOMER_NAME_MAX, REFUSAL_REASON_MAX, type ApproveProblem } from './decision-form';
import type { StaffRegistrationDecisionResult } from './registration-page.server';

/** The role a function suggests (staff may choose another). */
function suggestedRole(fn: string): Role {
  return fn === 'veterinary' || fn === 'pharmacist' || fn === 'student' ? fn : 'default';
}

function FieldProblem({
  id,
  problem,
  max,
}: {
  id: string;
  problem: ApproveProblem | undefined | null;
  max: number;
}) {
  const { t } = useI18n();
  if (!problem) return null;
  return (
    <p id={id} className="field-error">
      {problem === 'required'
        ? t('staffRegistration.error.required')
        : t(
            id.includes('reason')
              ? 'staffRegistration.error.reasonTooLong'
              : 'staffRegistration.error.nameTooLong',
            {
              max,
            },
          )}
    </p>
  );
}

const invalid = (id: string, problem: unknown) =>
  problem ? ({ 'aria-invalid': true, 'aria-describedby': id } as const) : {};

/**
 * A pending application's decision: approve (customer name prefilled with the company, role suggested by the
 * function, the pricelist of that role preselected, may order) or refuse with a required reason. Plain forms:
 * they work without JavaScript, and a refused post comes back with everything typed.
 */
export function DecisionForms({
  r,
  pricelists,
  result,
}: {
  r: StaffRegistration;
  pricelists: StaffPricelists['items'];
  result: StaffRegistrationDecisionResult | undefined;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const approve = result?.intent === 'approve' ? result : null;
  const refuse = result?.intent === 'refuse' ? result : null;
  const role = approve?.values.role ?? suggestedRole(r.function);
  const pricelist =
    approve?.values.pricelist_id ??
    String(pricelists.find((p) => p.role === role)?.id ?? pricelists[0]?.id ?? '');
  const error = approve?.error ?? refuse?.error;
  return (
    <section className="staff-registration-decision" aria-labelledby="staff-registration-decision-title">
      <h2 id="staff-registration-decision-title">{t('staffRegistration.decision')}</h2>
      {error ? (
        <p role="alert" className="notice notice-error">
          {t('staffRegistration.failed', { error })}
        </p>
      ) : null}
      <div className="staff-registration-forms">
        <Form method="post" className="form staff-registration-approve" noValidate>
          <h3>{t('staffRegistration.approve.title')}</h3>
          <p className="muted">{t('staffRegistration.approve.hint')}</p>
          <div className="field">
            <label htmlFor="approve-customer-name">{t('staffRegistration.approve.customerName')}</label>
            <input
              id="approve-customer-name"
              name="customer_name"
              type="text"
              required
              maxLength={CUSTOMER_NAME_MAX}
              defaultValue={approve?.values.customer_name ?? r.company_name}
              {...invalid('approve-customer-name-error', approve?.errors.customer_name)}
            />
            <FieldProblem
              id="approve-customer-name-error"
              problem={approve?.errors.customer_name}
              max={CUSTOMER_NAME_MAX}
            />
          </div>
          <div className="field">
            <label htmlFor="approve-role">{t('staffRegistration.approve.role')}</label>
            <select
              id="approve-role"
              name="role"
              defaultValue={role}
              required
              {...invalid('approve-role-error', approve?.errors.role)}
            >
              {ROLES.map((code) => (
                <option key={code} value={code}>
                  {t(`staffRegistration.role.${code}`)}
                </option>
              ))}
            </select>
            <FieldProblem id="approve-role-error" problem={approve?.errors.role} max={0} />
          </div>
          <div className="field">
            <label htmlFor="approve-pricelist">{t('staffRegistration.approve.pricelist')}</label>
            <select
              id="approve-pricelist"
              name="pricelist_id"
              defaultValue={pricelist}
              required
              {...invalid('approve-pricelist-error', approve?.errors.pricelist_id)}
            >
              <option value="">{t('staffRegistration.approve.pricelistChoose')}</option>
              {pricelists.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <FieldProblem id="approve-pricelist-error" problem={approve?.errors.pricelist_id} max={0} />
          </div>
          <div className="field-checkbox">
            <input
              id="approve-can-order"
              name="can_order"
              type="checkbox"
              defaultChecked={approve ? approve.values.can_order : true}
            />
            <label htmlFor="approve-can-order">{t('staffRegistration.approve.canOrder')}</label>
          </div>
          <div>
            <button
              type="submit"
              name="intent"
              value="approve"
              className="button button-primary"
              disabled={busy}
            >
              {t('staffRegistration.approve.submit')}
            </button>
          </div>
        </Form>
        <Form method="post" className="form staff-registration-refuse" noValidate>
          <h3>{t('staffRegistration.refuse.title')}</h3>
          <div className="field">
            <label htmlFor="refuse-reason">
              {t('staffRegistration.refuse.reason')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="refuse-reason"
              name="reason"
              rows={4}
              required
              maxLength={REFUSAL_REASON_MAX}
              defaultValue={refuse?.reason ?? ''}
              {...invalid('refuse-reason-error', refuse?.problem)}
            />
            <FieldProblem id="refuse-reason-error" problem={refuse?.problem} max={REFUSAL_REASON_MAX} />
          </div>
          <div>
            <button
              type="submit"
              name="intent"
              value="refuse"
              className="button button-danger"
              disabled={busy}
            >
              {t('staffRegistration.refuse.submit')}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
