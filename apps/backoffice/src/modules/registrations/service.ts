import type {
  RegistrationBody,
  StaffPricelists,
  StaffRegistration,
  StaffRegistrationList,
} from '@vetshop/contract';
import {
  validateRegistrationForm,
  type Locale,
  type RegistrationField,
  type RegistrationFieldProblem,
  type RegistrationState,
  type Role,
  REGISTRATION_COMMENT_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_TEXT_MAX,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import type { MessageCode } from '../../i18n/messages';
import { parseLocale } from '../../i18n/locale';
import { enqueueSetPasswordMail, issueAuthToken, unusablePasswordHash } from '../auth';
import { recordStaffAction, staffActionsOf } from '../staff';
import { enqueueRefusalMail } from './mails';
import * as repo from './repository';

const PROBLEM_MESSAGES: Record<RegistrationFieldProblem, MessageCode> = {
  required: 'field_required',
  too_long: 'field_too_big',
  invalid_email: 'field_email_invalid',
  invalid_choice: 'field_invalid_value',
  must_accept: 'field_must_accept',
  activity_required: 'field_activity_required',
  invalid_format: 'field_vat_invalid_format',
  invalid_check_digits: 'field_vat_invalid_check_digits',
};

function maxOf(field: RegistrationField): number {
  return field === 'comment'
    ? REGISTRATION_COMMENT_MAX
    : field === 'email'
      ? REGISTRATION_EMAIL_MAX
      : REGISTRATION_TEXT_MAX;
}

function invalid(problems: Partial<Record<RegistrationField, RegistrationFieldProblem | 'unknown_country'>>) {
  return new AppError(
    400,
    'registration_invalid',
    {},
    Object.entries(problems).map(([field, problem]) => ({
      path: `body.${field}`,
      code: problem === 'unknown_country' ? 'field_country_unknown' : PROBLEM_MESSAGES[problem],
      params: { maximum: maxOf(field as RegistrationField) },
    })),
  );
}

/**
 * `POST registrations`: the form's rules (domain), the title and country from their lists, then stored pending.
 * An e-mail that is already a login is stored all the same (the answer says nothing; staff see the warning).
 */
export async function createRegistration(ctx: AppContext, body: RegistrationBody): Promise<{ id: number }> {
  const result = validateRegistrationForm(body);
  if (!result.ok) throw invalid(result.problems);
  const v = result.value;
  const [titleId, countryOk] = await Promise.all([
    repo.titleIdOf(ctx.db, v.title),
    repo.countryExists(ctx.db, v.countryId),
  ]);
  if (titleId === null) throw invalid({ title: 'invalid_choice' });
  if (!countryOk) throw invalid({ country_id: 'unknown_country' });
  const id = await repo.insertRegistration(ctx.db, { ...v, titleId, now: ctx.now() });
  return { id };
}

function listItem(r: repo.RegistrationRow, emailIsLogin: boolean) {
  return {
    id: r.id,
    state: r.state,
    created_at: r.createdAt.toISOString(),
    company_name: r.companyName,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    function: r.function,
    lang: parseLocale(r.lang) ?? 'fr',
    // Only a pending registration can still run into it; once decided the login is (or is not) its own.
    email_is_login: r.state === 'pending' && emailIsLogin,
  };
}

export async function listForStaff(
  ctx: AppContext,
  q: { state?: RegistrationState; page: number; page_size: number },
): Promise<StaffRegistrationList> {
  const [counts, page] = await Promise.all([
    repo.countByState(ctx.db),
    repo.listRegistrations(ctx.db, { state: q.state, page: q.page, pageSize: q.page_size }),
  ]);
  return { count: page.count, counts, items: page.rows.map((row) => listItem(row.r, row.emailIsLogin)) };
}

export async function getForStaff(ctx: AppContext, id: number, locale: Locale): Promise<StaffRegistration> {
  const row = await repo.findRegistration(ctx.db, id);
  if (!row) throw notFound();
  const { r } = row;
  const history = await staffActionsOf(ctx.db, 'registration', id);
  return {
    ...listItem(r, row.emailIsLogin),
    title: { code: row.title.code, name: row.title.name[locale] },
    mobile: r.mobile,
    fax: r.fax,
    vat: r.vat,
    vat_being_registered: r.vatBeingRegistered,
    street: r.street,
    street2: r.street2,
    zip: r.zip,
    city: r.city,
    country: { id: row.country.id, code: row.country.code, name: row.country.name[locale] },
    activities: r.activities,
    apb_number: r.apbNumber,
    vet_registration_number: r.vetRegistrationNumber,
    depot_number: r.depotNumber,
    comment: r.comment,
    opt_out_promotions: r.optOutPromotions,
    reason: r.reason,
    reviewed_by: row.reviewedBy,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    customer: row.customer,
    history: history.map((h) => ({ action: h.action, by: h.by, at: h.at.toISOString(), detail: h.detail })),
  };
}

/** The new customer's number: W and the registration's id (the demo's customers are C…, never W…). */
export function customerRefOf(registrationId: number): string {
  return `W${String(registrationId).padStart(6, '0')}`;
}

/**
 * Approve, in one transaction: the customer (the staff's role and pricelist, the company's name unless staff
 * give another), its main invoicing and delivery addresses from the form, the user (login = the e-mail, a
 * password nobody knows — or the applicant's own login from auth/register, linked), a set-password link (7 days)
 * mailed in the applicant's language, the decision and the staff action.
 */
export async function approve(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  body: { role: Role; pricelist_id: number; customer_name?: string; can_order: boolean },
  locale: Locale,
): Promise<StaffRegistration> {
  const passwordHash = await unusablePasswordHash();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRegistration(tx, id);
    if (!r) throw notFound();
    if (r.state !== 'pending') throw conflict('registration_decided');
    const pricelist = await repo.findPricelist(tx, body.pricelist_id);
    if (!pricelist)
      throw new AppError(400, 'pricelist_not_found', {}, [
        { path: 'body.pricelist_id', code: 'field_invalid_value' },
      ]);
    const existing = await repo.findLogin(tx, r.email);
    if (existing && (existing.customerId !== null || existing.isStaff))
      throw conflict('registration_login_taken');
    const lang = parseLocale(r.lang) ?? 'fr';
    const ref = customerRefOf(r.id);
    const name = body.customer_name ?? r.companyName;
    const customerId = await repo.insertCustomer(tx, {
      ref,
      name,
      role: body.role,
      pricelistId: pricelist.id,
      function: r.function,
      canOrder: body.can_order,
      email: r.email,
      phone: r.mobile,
      vat: r.vat,
      lang,
      optOut: r.optOutPromotions,
    });
    const address = {
      customerId,
      name,
      street: r.street,
      street2: r.street2,
      zip: r.zip,
      city: r.city,
      mobile: r.mobile,
      email: r.email,
      vat: r.vat,
      titleId: r.titleId,
      countryId: r.countryId,
      isCompany: true,
      main: true,
      vetDepotNumber: r.depotNumber,
      vetSubscriptionNumber: r.vetRegistrationNumber,
    };
    await repo.insertAddresses(tx, [
      { ...address, type: 'invoicing', ref: `${ref}-INV` },
      { ...address, type: 'delivery', ref: `${ref}-DEL1` },
    ]);
    const userId = existing
      ? (await repo.linkLoginToCustomer(tx, existing.id, customerId), existing.id)
      : await repo.insertUser(tx, {
          customerId,
          login: r.email,
          passwordHash,
          name: `${r.firstName} ${r.lastName}`,
          givenName: r.firstName,
          familyName: r.lastName,
          locale: lang,
          emailVerified: true,
        });
    const token = await issueAuthToken(tx, userId, 'set_password', now);
    await enqueueSetPasswordMail(tx, {
      to: r.email,
      locale: lang,
      token,
      storefrontUrl: ctx.config.storefrontUrl,
      userId,
      name: r.firstName,
      customer: `${name} (${ref})`,
      registrationId: r.id,
    });
    await repo.recordDecision(tx, id, {
      state: 'approved',
      reason: null,
      reviewerId: staffUserId,
      at: now,
      customerId,
      userId,
    });
    await recordStaffAction(tx, {
      staffUserId,
      recordType: 'registration',
      recordId: id,
      action: 'approve',
      detail: { customer_ref: ref, role: body.role, pricelist: pricelist.code },
    });
  });
  return getForStaff(ctx, id, locale);
}

/** Refuse with a reason: the applicant gets it by mail in their language; recorded as a staff action. */
export async function refuse(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  reason: string,
  locale: Locale,
): Promise<StaffRegistration> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockRegistration(tx, id);
    if (!r) throw notFound();
    if (r.state !== 'pending') throw conflict('registration_decided');
    await repo.recordDecision(tx, id, { state: 'refused', reason, reviewerId: staffUserId, at: now });
    await enqueueRefusalMail(tx, {
      to: r.email,
      locale: parseLocale(r.lang) ?? 'fr',
      name: r.firstName,
      company: r.companyName,
      reason,
      registrationId: id,
    });
    await recordStaffAction(tx, {
      staffUserId,
      recordType: 'registration',
      recordId: id,
      action: 'refuse',
      detail: { reason },
    });
  });
  return getForStaff(ctx, id, locale);
}

export async function pricelistsForStaff(ctx: AppContext, locale: Locale): Promise<StaffPricelists> {
  const rows = await repo.allPricelists(ctx.db);
  return {
    items: rows.map((p) => ({ id: p.id, code: p.code, name: p.name[locale], role: p.role as Role })),
  };
}

export const countPendingRegistrations = repo.countPending;
