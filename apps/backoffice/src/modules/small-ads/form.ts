import type { SmallAdParameters } from '@vetshop/contract';
import {
  formatDayMonthYear,
  isIsoDate,
  SMALL_AD_BODY_MAX,
  SMALL_AD_SHORT_TEXT_MAX,
  validateSmallAdForm,
  type SmallAdField,
  type SmallAdFieldProblem,
  type SmallAdFormValue,
} from '@vetshop/domain';
import { AppError } from '../../errors';
import type { MessageCode } from '../../i18n/messages';

/** The domain's field names as the call's parameters name them (doc 2 §7). */
const PARAMETER_OF: Record<SmallAdField, keyof SmallAdParameters> = {
  name: 'name',
  dateStart: 'date_start',
  dateEnd: 'date_end',
  category: 'category',
  region: 'country_state_code',
  body: 'body',
  contact: 'contact',
  phone: 'phone',
  email: 'email',
};

/**
 * The wire carries ISO days; the domain's rules read dd/mm/yyyy (what the author types). An ISO day is turned
 * into dd/mm/yyyy, dd/mm/yyyy is accepted as is, anything else is left for the rules to refuse.
 */
function dayText(value: string | null | undefined): string | null | undefined {
  const v = value?.trim();
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDate(v) ? formatDayMonthYear(v) : value;
}

function messageOf(
  field: SmallAdField,
  problem: SmallAdFieldProblem,
): { code: MessageCode; params?: Record<string, number> } {
  switch (problem) {
    case 'required':
      return { code: 'field_required' };
    case 'too_long':
      return {
        code: 'small_ad_too_long',
        params: { max: field === 'body' ? SMALL_AD_BODY_MAX : SMALL_AD_SHORT_TEXT_MAX },
      };
    case 'invalid_date':
      return { code: 'small_ad_invalid_date' };
    case 'end_before_start':
      return { code: 'small_ad_end_before_start' };
    case 'invalid':
      return { code: field === 'email' ? 'small_ad_invalid_email' : 'small_ad_invalid_choice' };
  }
}

/** The parameters checked by the domain's form rules, or 400 invalid_input with one localised message per field. */
export function checkSmallAdParameters(p: SmallAdParameters): SmallAdFormValue {
  const result = validateSmallAdForm({
    name: p.name,
    dateStart: dayText(p.date_start),
    dateEnd: dayText(p.date_end),
    category: p.category,
    region: p.country_state_code,
    body: p.body,
    contact: p.contact,
    phone: p.phone,
    email: p.email,
  });
  if (result.ok) return result.value;
  const fields = (Object.entries(result.problems) as [SmallAdField, SmallAdFieldProblem][]).map(
    ([field, problem]) => ({ path: PARAMETER_OF[field], ...messageOf(field, problem) }),
  );
  throw new AppError(400, 'invalid_input', {}, fields);
}
