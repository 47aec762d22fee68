import { CART_REFUSAL_CODES, type CartRefusalCode } from '@vetshop/domain';

/**
 * The codes the back office sends, as data (zod-free, so the browser can import them): the storefront
 * reacts to these codes and maps each to its own message; the back office's message catalogue must have
 * a message for every one of them.
 */

/** Why one transaction of a cart sync was not applied (`sync.rejected[].code`); decided by the domain. */
export const CART_SYNC_REFUSAL_CODES = CART_REFUSAL_CODES;
export type CartSyncRefusalCode = CartRefusalCode;

/** The `code` of an error body (`{ statusCode, code, message, fields? }`). */
export const ERROR_CODES = [
  // Any request
  'validation_failed',
  'invalid_json',
  'invalid_url',
  'uri_too_long',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'forbidden',
  'service_unavailable',
  'internal_error',
  // Authentication
  'not_authenticated',
  'invalid_credentials',
  'too_many_attempts',
  'not_a_customer',
  // Identity-provider sign-in (decision 036)
  'oidc_not_configured',
  'registration_required',
  'subject_changed',
  // Carts and checkout
  'cart_not_found',
  'no_current_cart',
  'cart_empty',
  'customer_cannot_order',
  'invalid_addresses',
  'address_not_found',
  'carrier_not_found',
  // Pickup points (decision 039)
  'carrier_without_pickup',
  'pickup_not_found',
  'pickup_other_carrier',
  'pickup_required',
  'payment_mode_not_found',
  'product_not_priced',
  // Payment (decision 038)
  'payable_invalid',
  'payable_expired',
  'payable_amount_changed',
  'payment_provider_not_found',
  'payment_provider_unavailable',
  'payment_not_configured',
  'payment_not_found',
  'redirect_url_not_allowed',
  // Payment methods per customer, chosen by staff (decision 041)
  'customer_not_found',
  'payment_methods_none_offered',
  'cart_already_ordered',
  // Promotion codes (decision 040)
  'coupon_unknown',
  'coupon_not_started',
  'coupon_expired',
  'coupon_min_order',
  'coupon_already_used',
  'coupon_used_up',
  'coupon_not_applicable',
  'coupon_code_taken',
  // CSV order import (POST carts/csv)
  'import_file_missing',
  'import_file_too_large',
  'import_file_not_csv',
  'import_file_empty',
  'import_columns_missing',
  'import_too_many_rows',
  // Sales
  'sale_not_found',
  // Products on order (backorder cancellation)
  'backorder_line_not_found',
  'backorder_quantity_invalid',
  'backorder_made_to_order',
  'backorder_nothing_to_cancel',
  // Profile and addresses
  'current_password_incorrect',
  'password_too_weak',
  'address_invalid',
  'address_main_not_deletable',
  'address_request_decided',
  // Mail outbox (staff)
  'mail_not_resendable',
  // Promotion-end alerts
  'promo_product_not_found',
  'promo_subscription_not_found',
  // Standard orders (wishlists)
  'wishlist_not_found',
  'wishlist_line_not_found',
  'wishlist_name_taken',
  'wishlist_product_duplicate',
  'wishlist_product_unavailable',
  'wishlist_substitute_invalid',
  'wishlist_too_many_lines',
  'wishlist_move_same_list',
  // Quotations
  'quotation_not_found',
  'quotation_line_not_found',
  'quotation_product_unavailable',
  'quotation_too_many_lines',
  'quotation_empty',
  'quotation_not_priced',
  'quotation_expired',
  'invalid_transition',
  'duplicate_line',
  'duplicate_reference',
  // small ads (issue 11 §1)
  'invalid_input',
  'small_ad_not_found',
  'small_ad_file_not_found',
  'small_ad_file_not_pdf',
  'small_ad_file_too_large',
  'small_ad_file_empty',
  'small_ad_form_unreadable',
  // registration and credentials-mode auth (issue 11 §4)
  'registration_invalid',
  'registration_decided',
  'registration_login_taken',
  'pricelist_not_found',
  'invalid_token',
  // a call limited per client address (contact, forms, registration, password reset): 429 with Retry-After
  'too_many_requests',
  // contact requests and generic forms (issue 11 §3)
  'lead_data_invalid',
  'lead_file_unsupported',
  'lead_file_too_large',
  'lead_too_many_files',
  'lead_not_found',
  'lead_file_not_found',
  'form_not_found',
  'form_invalid',
  // content (CMS, issue 11 §2, staff)
  'cms_slug_taken',
  'cms_code_taken',
  'cms_file_missing',
  'cms_file_unsupported',
  'cms_file_too_large',
  'cms_file_invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}
