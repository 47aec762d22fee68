import type { StockState } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, localized, updatedAt, type Localized } from './common';

export interface ImageSet {
  small: string;
  medium: string;
  large: string;
  xlarge: string;
  alt: Localized;
  tag: string | null;
  sequence: number;
}

export interface Media {
  lang: 'fr' | 'nl' | 'en' | null;
  name: string;
  sequence: number;
  type: 'notice' | 'sheet' | 'video' | 'link';
  url: string;
}

/** Descriptive attributes of a product (codes; labels come from the attribute vocabulary). */
export interface ProductAttributes {
  animalSize?: string[];
  age?: string[];
  foodRange?: string | null;
  indication?: string[];
  administrationRoute?: string | null;
  presentation?: string | null;
}

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    parentId: integer('parent_id'),
    /** 0 = top level (drugs, food, equipment). */
    level: smallint('level').notNull(),
    sequence: integer('sequence').notNull().default(0),
    name: localized('name').notNull(),
    urlKey: localized('url_key').notNull(),
    subtitle: localized('subtitle'),
    shortDescription: localized('short_description'),
    description: localized('description'),
    seoTitle: localized('seo_title'),
    metaDescription: localized('meta_description'),
    metaKeywords: localized('meta_keywords'),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
});

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * A product (template): what the shop shows on one page, with one url_key per locale.
 * Its sellable variants (pack sizes, strengths) are in `variants`; carts and orders reference variants.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    urlKey: localized('url_key').notNull(),
    name: localized('name').notNull(),
    shortName: localized('short_name'),
    description: localized('description'),
    shortDescription: localized('short_description'),
    seoTitle: localized('seo_title'),
    metaDescription: localized('meta_description'),
    metaKeywords: localized('meta_keywords'),
    /** International non-proprietary name(s) of the active principle, per locale (e.g. amoxicilline / amoxicillin). */
    activePrinciple: localized('active_principle'),
    brandId: integer('brand_id').references(() => brands.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    /** Species codes: dog, cat, horse, cattle, pig, sheep, goat, poultry, rabbit, rodent, bird, reptile, fish. */
    species: text('species')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    images: jsonb('images').$type<ImageSet[]>().notNull().default([]),
    medias: jsonb('medias').$type<Media[]>().notNull().default([]),
    /** 'direct' (add to cart) or 'quotation' (quotation only). */
    orderMode: text('order_mode').notNull().default('direct'),
    /** VAT rate in basis points (600 = 6 %, 2100 = 21 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    isHuman: boolean('is_human').notNull().default(false),
    isFood: boolean('is_food').notNull().default(false),
    isMeds: boolean('is_meds').notNull().default(false),
    isEquipment: boolean('is_equipment').notNull().default(false),
    isImport: boolean('is_import').notNull().default(false),
    /** Made to order (bought-sold): cannot be returned or exchanged, the buyer must tick a confirmation. */
    isMto: boolean('is_mto').notNull().default(false),
    isNarcoticVet: boolean('is_narcotic_vet').notNull().default(false),
    isPharmaceutical: boolean('is_pharmaceutical').notNull().default(false),
    isPsychotropic: boolean('is_psychotropic').notNull().default(false),
    veterinaryOnly: boolean('veterinary_only').notNull().default(false),
    belgiumOnly: boolean('belgium_only').notNull().default(false),
    notSoldOnWebsite: boolean('not_sold_on_website').notNull().default(false),
    sterile: boolean('sterile').notNull().default(false),
    promoBag: boolean('promo_bag').notNull().default(false),
    fabric: boolean('fabric').notNull().default(false),
    classAmcra: text('class_amcra'),
    codeCti: text('code_cti'),
    linkInfo: text('link_info'),
    linkNotice: text('link_notice'),
    linkVideo: text('link_video'),
    storageTemperature: text('storage_temperature'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_brand_idx').on(t.brandId)],
);

/** A sellable variant: its own SKU, codes, prices and stock. `product_id` in carts and orders is a variant id. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull().unique(),
    /** EAN-13 with a valid check digit. */
    barcode: text('barcode'),
    /** Belgian pharmacy code (CNK), 7 digits. */
    cnkCode: text('cnk_code'),
    codeAmm: text('code_amm'),
    vendorProductCode: text('vendor_product_code'),
    /** What distinguishes this variant, shown after the product name (e.g. "100 comprimés"). */
    variantLabel: localized('variant_label'),
    /** Variant attributes by code, each value localised (e.g. { pack: {fr: "100 comprimés", …} }). */
    variantAttributes: jsonb('variant_attributes').$type<Record<string, Localized>>().notNull().default({}),
    main: boolean('main').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    unitInShrinkWrap: integer('unit_in_shrink_wrap'),
    bestBeforeDate: date('best_before_date', { mode: 'string' }),
    /** Recommended public price (the "indicated price"), excl. VAT. */
    indicatedPriceCents: integer('indicated_price_cents'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    index('variants_barcode_idx').on(t.barcode),
    index('variants_cnk_idx').on(t.cnkCode),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** Cross-sell, up-sell and related products (between products). */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id),
    type: text('type').$type<'cross' | 'up' | 'related'>().notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId, t.type] })],
);

/** Variants offered instead of an unavailable one. */
export const substitutions = pgTable(
  'substitutions',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    substituteVariantId: integer('substitute_variant_id')
      .notNull()
      .references(() => variants.id),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.substituteVariantId] })],
);

/**
 * Every url_key a product or category has had, per locale. The current ones are also on the row;
 * old ones (is_redirect) answer with a redirect to the current key.
 */
export const urlKeys = pgTable(
  'url_keys',
  {
    locale: text('locale').notNull(),
    urlKey: text('url_key').notNull(),
    entity: text('entity').$type<'product' | 'category'>().notNull(),
    entityId: integer('entity_id').notNull(),
    isRedirect: boolean('is_redirect').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.locale, t.urlKey] }),
    index('url_keys_entity_idx').on(t.entity, t.entityId),
    // A page's URL is looked up by its key in every language (an old or other-language key redirects): without
    // the locale the primary key only narrows to the entity, a scan of every product's keys (22 ms per product
    // page on the large catalogue).
    index('url_keys_entity_url_key_idx').on(t.entity, t.urlKey),
  ],
);

export const stock = pgTable(
  'stock',
  {
    variantId: integer('variant_id')
      .primaryKey()
      .references(() => variants.id),
    qtyAvailable: integer('qty_available').notNull().default(0),
    qtyIncoming: integer('qty_incoming').notNull().default(0),
    supplierOutOfStock: boolean('supplier_out_of_stock').notNull().default(false),
    limitedThreshold: integer('limited_threshold').notNull().default(10),
    /** Derived by the domain rule `deriveStockState`, kept here for filters. */
    state: text('state').$type<StockState>().notNull(),
    resupplyDate: date('resupply_date', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('stock_state_idx').on(t.state)],
);
