import type { Locale } from '@vetshop/contract';
import type { QuotationLineRefusal, QuotationState } from '@vetshop/domain';
import { AppError, conflict, notFound } from '../../errors';
import { translate } from '../../i18n/messages';

/** 409 invalid_transition, naming the state the quotation is in (in the caller's language). */
export function invalidTransition(state: QuotationState, locale: Locale): AppError {
  return conflict('invalid_transition', { state: translate(`quotation_state_${state}`, locale) });
}

/** A line rule's refusal (domain quotation-lines) as the one error type. */
export function lineRefusalError(refusal: QuotationLineRefusal): AppError {
  switch (refusal.code) {
    case 'duplicate_line':
      return conflict('duplicate_line', { product_id: refusal.productId });
    case 'line_not_found':
      return notFound('quotation_line_not_found');
    case 'too_many_lines':
      return conflict('quotation_too_many_lines', { max: refusal.max });
    case 'invalid_quantity':
      return new AppError(400, 'validation_failed');
  }
}
