import type {
  addresses,
  brands,
  carriers,
  categories,
  countries,
  countryStates,
  currencies,
  customers,
  paymentModes,
  pickupPoints,
  priceRules,
  pricelists,
  products,
  saleOrderLines,
  saleOrders,
  salesPersons,
  stock,
  suppliers,
  titles,
  users,
  variants,
} from '@vetshop/db';
import type { IsoDate, Locale, ProductFamily, StockState } from '@vetshop/domain';

/**
 * The generated rows: exactly the insert types of the Drizzle tables, with foreign keys replaced by
 * stable codes (the database ids are only known once inserted; the seeder maps codes to ids).
 */
type Row<T extends { $inferInsert: object }, Omitted extends string = never> = Omit<
  T['$inferInsert'],
  'id' | 'createdAt' | 'updatedAt' | Omitted
>;

export type DemoSize = 'small' | 'medium' | 'large';
/** The generated catalogue has no product of the `other` family. */
export type Family = Exclude<ProductFamily, 'other'>;

export type GenCountry = Row<typeof countries>;
export type GenCountryState = Row<typeof countryStates, 'countryId'> & { countryCode: string };
export type GenTitle = Row<typeof titles>;
export type GenCurrency = Row<typeof currencies>;
export type GenPaymentMode = Row<typeof paymentModes>;
export type GenCarrier = Row<typeof carriers>;
export type GenPickupPoint = Row<typeof pickupPoints, 'carrierId'> & { carrierCode: string };
export type GenSalesPerson = Row<typeof salesPersons> & { name: string };
export type GenPricelist = Row<typeof pricelists>;

export type GenCategory = Row<typeof categories, 'parentId'> & { parentCode: string | null };
export type GenBrand = Row<typeof brands>;
export type GenSupplier = Row<typeof suppliers>;
export type GenProduct = Row<typeof products, 'brandId' | 'supplierId'> & {
  code: string;
  family: Family;
  brandCode: string | null;
  supplierCode: string | null;
  /** Leaf (level 2) category. */
  categoryCode: string;
};
export type GenVariant = Row<typeof variants, 'productId'> & { productCode: string; sku: string };
export type GenStock = Row<typeof stock, 'variantId'> & { sku: string; state: StockState };
export interface GenSubstitution {
  sku: string;
  substituteSku: string;
  sequence: number;
}
export interface GenLink {
  productCode: string;
  linkedProductCode: string;
  type: 'cross' | 'up' | 'related';
  sequence: number;
}
export interface GenUrlKey {
  locale: Locale;
  urlKey: string;
  entity: 'product' | 'category';
  entityCode: string;
  isRedirect: boolean;
}
export type GenPriceRule = Row<typeof priceRules, 'variantId' | 'pricelistId'> & {
  sku: string;
  /** null = every pricelist. */
  pricelistCode: string | null;
};

export type GenCustomer = Row<typeof customers, 'pricelistId' | 'salesPersonId' | 'paymentModeId'> & {
  ref: string;
  role: string;
  pricelistCode: string;
  salesPersonName: string;
  paymentModeCode: string;
};
export type GenAddress = Row<typeof addresses, 'customerId' | 'titleId' | 'countryId' | 'stateId'> & {
  /** Stable key (orders refer to it). */
  key: string;
  customerRef: string;
  titleCode: string | null;
  countryCode: string;
  stateCode: string | null;
};
export type GenUser = Row<typeof users, 'customerId' | 'passwordHash'> & { customerRef: string | null };
export type GenOrderLine = Row<typeof saleOrderLines, 'orderId' | 'variantId'> & { sku: string | null };
export type GenOrder = Row<typeof saleOrders, 'customerId' | 'carrierId' | 'paymentModeId' | 'cartId'> & {
  name: string;
  customerRef: string;
  carrierCode: string;
  paymentModeCode: string;
  /** null when delivered to a pick-up point (the snapshot is the point's address). */
  deliveryAddressKey: string | null;
  invoicingAddressKey: string;
  lines: GenOrderLine[];
};

export interface ReferenceData {
  countries: GenCountry[];
  countryStates: GenCountryState[];
  titles: GenTitle[];
  currencies: GenCurrency[];
  paymentModes: GenPaymentMode[];
  carriers: GenCarrier[];
  pickupPoints: GenPickupPoint[];
  salesPersons: GenSalesPerson[];
  pricelists: GenPricelist[];
}

export interface Catalog {
  categories: GenCategory[];
  brands: GenBrand[];
  suppliers: GenSupplier[];
  products: GenProduct[];
  variants: GenVariant[];
  stock: GenStock[];
  substitutions: GenSubstitution[];
  links: GenLink[];
  urlKeys: GenUrlKey[];
  priceRules: GenPriceRule[];
}

export interface CustomerData {
  customers: GenCustomer[];
  addresses: GenAddress[];
  users: GenUser[];
  orders: GenOrder[];
}

export interface DemoDataset extends ReferenceData, Catalog, CustomerData {
  size: DemoSize;
  seed: number;
  today: IsoDate;
}

export interface SeedSummary {
  products: number;
  variants: number;
  priceRules: number;
  customers: number;
  users: number;
  orders: number;
  /** Wall-clock time of the whole seeding, in milliseconds. */
  ms: number;
}
