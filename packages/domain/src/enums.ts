/**
 * The spec's value lists, defined once. Each is an `as const` array (to iterate, to build the contract's zod
 * enums with `z.enum(LIST)`) and its union type. Zod-free on purpose: the browser imports them from here.
 * Settings that go with a list (the default locale, the Intl tags, the default role) are in `constants.ts`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Languages and buyers (spec doc 1 §2, §6, §9)

/** The shop's languages (doc 1 §2, §9); the default and the Intl tags are in `constants.ts`. */
export const LOCALES = ['fr', 'nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Buyer roles, the codes of the pricelists they select (doc 1 §6); `default` is the fallback of every role. */
export const ROLES = ['veterinary', 'pharmacist', 'student', 'default'] as const;
export type Role = (typeof ROLES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Catalogue (spec doc 1 §3 "Product / variant", §4 "Stock")

/** Stock states of a variant (spec doc 1 §4 "Stock"), best first: the search ranks them in this order. */
export const STOCK_STATES = [
  'in_stock',
  'in_limited_stock',
  'resupplying',
  'out_of_stock',
  'supplier_out_of_stock',
] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** What the buyer sees: two labels only (the mapping is `stockDisplay`). */
export const STOCK_DISPLAYS = ['in_stock', 'no_stock'] as const;
export type StockDisplay = (typeof STOCK_DISPLAYS)[number];

/** How a product is ordered: directly, or only through a quotation. */
export const ORDER_MODES = ['direct', 'quotation'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

/** Product families (spec doc 1 §3 "Statistics": food, meds, equipment; `other` for the rest). */
export const PRODUCT_FAMILIES = ['meds', 'food', 'equipment', 'other'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** Sizes of a product picture (spec doc 1 §3 "images"), smallest first. */
export const IMAGE_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Types of a product's media (spec doc 1 §3 "medias"). */
export const MEDIA_TYPES = ['notice', 'sheet', 'video', 'link'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Kinds of price rule, one per price fact of spec doc 1 §3 "Product prices" (see `pricingFromRules`). */
export const PRICE_RULE_KINDS = [
  'gross',
  'discount',
  'supplier_discount',
  'supplier_promotion',
  'special',
] as const;
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Search (spec doc 1 §3 "Sort options")

/** The sorts the shop offers; price sorts need a signed-in buyer (guests see no price). */
/**
 * The 7 sorts of spec doc 1 §3: `price_*` is the buyer's own net price excl. VAT, `indicated_price_*` the
 * indicated (recommended public) price shown with it; both need a signed-in buyer (PRICE_SORTS).
 */
export const SEARCH_SORTS = [
  'relevance',
  'name_asc',
  'name_desc',
  'indicated_price_asc',
  'indicated_price_desc',
  'price_asc',
  'price_desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const PRICE_SORTS = [
  'indicated_price_asc',
  'indicated_price_desc',
  'price_asc',
  'price_desc',
] as const satisfies readonly SearchSort[];

/**
 * The search filters of spec doc 1 §3 beyond brand, species, category, stock, promotion and special: each is a
 * list parameter of `GET /search/products` and a facet of its answer (counted with the other filters applied).
 * Values are codes (routes, sizes, ages, ranges, indications, presentations, order modes), ids (suppliers, veterinary
 * groups, loyalty rules), or slugs of the catalogue's words in English (an active principle, a variant's size or
 * colour), each facet value carrying its label in the caller's language.
 */
export const SEARCH_LIST_FILTERS = [
  'administration_route',
  'active_principle',
  'animal_size',
  'age',
  'food_range',
  'indication',
  'presentation',
  'size',
  'color',
  'supplier',
  'order_mode',
  'vet_group',
  'loyalty_rule',
] as const;
export type SearchListFilter = (typeof SEARCH_LIST_FILTERS)[number];
/** Yes/no filters: a discount the buyer gets today, and one that ends this month (spec doc 2 §7). */
export const SEARCH_FLAG_FILTERS = ['is_discount', 'is_discount_this_month'] as const;
export type SearchFlagFilter = (typeof SEARCH_FLAG_FILTERS)[number];
/**
 * The shop's search pages (spec doc 1 §2): a search narrowed to what the page shows, resolved from the CALLER
 * (never from a parameter naming a role or a group): `promotions`, today's supplier promotions, special offers and
 * the caller's discounts; `selection`, the provider's selection for the caller's role; `vet_groups`, the offers of
 * the caller's veterinary groups ('RFA' ones hidden). A guest has no selection and no group.
 */
export const SEARCH_SCOPES = ['promotions', 'selection', 'vet_groups'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Carts and sales (spec doc 1 §3 "Cart", "Sale / order", "Address")

export const CART_STATES = ['open', 'confirmed'] as const;
export type CartState = (typeof CART_STATES)[number];

export const SALE_STATES = ['sale', 'done', 'cancel'] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** Sale channel values: fax, mail, phone, web. */
export const SALE_CHANNELS = ['fax', 'mail', 'phone', 'web'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** What a sale line is: goods, free goods of a promotion, or the delivery and low-order fee lines. */
/** coupon: a promotion code's discount, one line per VAT rate, negative amounts (decision 040). */
export const SALE_LINE_KINDS = ['product', 'free_goods', 'delivery', 'fee', 'coupon'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

/** Address type: invoicing or delivery; a new address is a delivery address (spec doc 1 §9). */
export const ADDRESS_TYPES = ['invoicing', 'delivery'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_TYPE: AddressType = 'delivery';

// ---------------------------------------------------------------------------------------------------------------
// Quotations, small ads, documents (spec doc 1 §3, §4)

/** quotation_state; a new quotation is a draft (spec doc 1 §4 "Quotation"). */
export const QUOTATION_STATES = [
  'draft',
  'customer_request',
  'waiting_acceptation',
  'accepted',
  'cancel',
] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** Small-ad states (spec doc 1 §4 "Small ad"): `cancel` is shown as refused, with a reason. */
export const SMALL_AD_STATES = ['draft', 'pending', 'published', 'cancel'] as const;
export type SmallAdState = (typeof SMALL_AD_STATES)[number];

export const SMALL_AD_CATEGORIES = ['animals', 'clientele', 'employment', 'equipment', 'misc'] as const;
export type SmallAdCategory = (typeof SMALL_AD_CATEGORIES)[number];

/**
 * Small-ad regions, the Belgian provinces' country_state codes: BBR Brussels, VAN Antwerp, VBR Flemish
 * Brabant, VLI Limburg, VOV East Flanders, VWV West Flanders, WBR Walloon Brabant, WHT Hainaut, WLG Liège,
 * WLX Luxembourg, WNA Namur.
 */
export const SMALL_AD_REGIONS = [
  'BBR',
  'VAN',
  'VBR',
  'VLI',
  'VOV',
  'VWV',
  'WBR',
  'WHT',
  'WLG',
  'WLX',
  'WNA',
] as const;
export type SmallAdRegion = (typeof SMALL_AD_REGIONS)[number];

/** Document types (spec doc 1 §3 "Document"); the document list's filter adds `all`. */
export const DOCUMENT_TYPES = [
  'order',
  'delivery_note',
  'invoice',
  'credit_note',
  'pricelist',
  'discount',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Mail (issue 10 §4–5, issue 17 §6)

/** The outbox's states: pending (to send), sending (claimed by a sender), sent, failed (given up after retries). */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Every kind of mail the shop sends. The back office's outbox takes only these (a new mail adds its kind here),
 * and the staff outbox names each in words from this list — never the code (issue 17 §6).
 */
export const MAIL_KINDS = [
  'quotation_ready',
  'quotation_request',
  'promo_end',
  'registration_approved',
  'registration_refused',
  'reset_password',
  'validate_email',
  'lead',
  'lead_ack',
  'small_ad_published',
  'small_ad_refused',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
