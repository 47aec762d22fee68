import {
  brands,
  categories,
  loyaltyPrograms,
  loyaltyRules,
  productLoyaltyRules,
  productVetGroups,
  veterinaryGroups,
  pricelists,
  priceRules,
  productCategories,
  productLinks,
  products,
  stock,
  substitutions,
  suppliers,
  urlKeys,
  variants,
  type Database,
  type Localized,
} from '@vetshop/db';
import { deriveStockState, ean13CheckDigit, LOCALES, ROLES, type IsoDate, type Role } from '@vetshop/domain';
import { eq } from 'drizzle-orm';
import { GAUZE_COUNT, L, PRODUCTS, type ProductSpec } from './fixture-products';

/**
 * A small catalogue with invented, distinctive names ("Zorba…", "Quokka…") added next to whatever the
 * database holds (the golden demo catalogue, or nothing): the engine suite asserts exact results on it
 * without depending on the demo generator's draws. Every fixture product sits under the category
 * "Quokka" so that the word `quokka` isolates them.
 */

export interface CatalogueFixture {
  products: Record<string, number>;
  variants: Record<string, number>;
  categories: { root: number; antibiotics: number; pain: number; food: number };
  brands: { quokkavet: number; wombatpharm: number };
  suppliers: { alpha: number; beta: number };
  /** A visible group (Zorbamox, Zorbaprofen) and an 'RFA' one (Zorbaflam), never shown to buyers. */
  vetGroups: { efficiency: number; rfa: number };
  /** A rule of a programme valid today (Zorbamox, Zorbaflam) and one of an expired programme (the serum). */
  loyaltyRules: { current: number; expired: number };
  /** Codes of variant `amox10`. */
  codes: { sku: string; cnk: string; ean: string };
  /** Old url_key of product `serum` in fr (redirects to the current one). */
  oldSerumKey: string;
  gauzeCount: number;
  today: IsoDate;
}

async function fixtureSuppliers(db: Database): Promise<CatalogueFixture['suppliers']> {
  const rows = await db
    .insert(suppliers)
    .values([
      { code: 'FX-ALPHA', name: 'Zorba Distribution' },
      { code: 'FX-BETA', name: 'Quokka Logistique' },
    ])
    .returning();
  return { alpha: rows[0]!.id, beta: rows[1]!.id };
}

/** The fixture's veterinary groups and loyalty rules, with the products they hold. */
async function insertMemberships(db: Database, fixture: CatalogueFixture): Promise<void> {
  const [efficiency, rfa] = await db
    .insert(veterinaryGroups)
    .values([
      { name: 'Zorba Efficiency', sequence: 10 },
      { name: 'RFA Zorba', sequence: 5 },
    ])
    .returning();
  fixture.vetGroups = { efficiency: efficiency!.id, rfa: rfa!.id };
  const p = fixture.products;
  await db.insert(productVetGroups).values([
    { productId: p.amox!, vetGroupId: efficiency!.id },
    { productId: p.carp!, vetGroupId: efficiency!.id },
    { productId: p.melox!, vetGroupId: rfa!.id },
  ]);
  const programme = async (dateFrom: IsoDate, dateTo: IsoDate, rule: string) => {
    const [program] = await db
      .insert(loyaltyPrograms)
      .values({
        name: L(rule, rule, rule),
        programType: 'points',
        dateFrom,
        dateTo,
        timeFrameGte: dateFrom,
        timeFrameLte: dateTo,
      })
      .returning();
    const [row] = await db
      .insert(loyaltyRules)
      .values({ programId: program!.id, name: L(`${rule} fr`, `${rule} nl`, `${rule} en`), color: '#123456' })
      .returning();
    return row!.id;
  };
  const today = fixture.today;
  fixture.loyaltyRules = {
    current: await programme(addDays(today, -5), addDays(today, 30), 'Zorba club'),
    expired: await programme(addDays(today, -60), addDays(today, -1), 'Zorba ancien'),
  };
  await db.insert(productLoyaltyRules).values([
    { productId: p.amox!, loyaltyRuleId: fixture.loyaltyRules.current },
    { productId: p.melox!, loyaltyRuleId: fixture.loyaltyRules.current },
    { productId: p.serum!, loyaltyRuleId: fixture.loyaltyRules.expired },
  ]);
}

/** The last day of `day`'s month. */
function endOfMonth(day: IsoDate): IsoDate {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
}

function addDays(day: IsoDate, days: number): IsoDate {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function ensurePricelists(db: Database): Promise<Map<Role, number>> {
  const existing = await db.select().from(pricelists);
  const map = new Map<Role, number>();
  for (const role of ROLES) {
    let row = existing.find((p) => p.role === role);
    if (!row) {
      [row] = await db
        .insert(pricelists)
        .values({ code: `fx-${role}`, role, name: L(role, role, role) })
        .returning();
    }
    map.set(role, row!.id);
  }
  return map;
}

export async function insertCatalogueFixture(db: Database, today: IsoDate): Promise<CatalogueFixture> {
  const pricelistIds = await ensurePricelists(db);
  const [quokkavet, wombatpharm] = await db
    .insert(brands)
    .values([
      { code: 'fx-quokkavet', name: 'Quokkavet' },
      { code: 'fx-wombatpharm', name: 'Wombatpharm' },
    ])
    .returning();
  const brandIds = { quokkavet: quokkavet!.id, wombatpharm: wombatpharm!.id };

  const category = async (
    code: string,
    parentId: number | null,
    level: number,
    name: Localized,
    sequence: number,
  ) => {
    const urlKey = L(`fx-${code}-fr`, `fx-${code}-nl`, `fx-${code}-en`);
    const [row] = await db
      .insert(categories)
      .values({ code: `fx-${code}`, parentId, level, name, urlKey, sequence })
      .returning();
    await db.insert(urlKeys).values(
      LOCALES.map((locale) => ({
        locale,
        urlKey: urlKey[locale],
        entity: 'category' as const,
        entityId: row!.id,
      })),
    );
    return row!.id;
  };
  const root = await category('root', null, 0, L('Quokka', 'Quokka', 'Quokka'), 900);
  const cats = {
    root,
    antibiotics: await category(
      'antibiotics',
      root,
      1,
      L('Antibiotiques Quokka', 'Antibiotica Quokka', 'Quokka antibiotics'),
      1,
    ),
    pain: await category('pain', root, 1, L('Douleur Quokka', 'Pijn Quokka', 'Quokka pain'), 2),
    food: await category('food', root, 1, L('Alimentation Quokka', 'Voeding Quokka', 'Quokka food'), 3),
  };

  const specs: ProductSpec[] = [...PRODUCTS];
  for (let i = 1; i <= GAUZE_COUNT; i++) {
    const n = String(i).padStart(2, '0');
    specs.push({
      key: `gauze${n}`,
      name: L(`Zorbagaze compresses n°${n}`, `Zorbagaze kompressen nr ${n}`, `Zorbagaze swabs no ${n}`),
      brand: 'wombatpharm',
      species: [],
      category: 'pain',
      variants: [
        {
          key: `gauze${n}`,
          label: L('10 pièces', '10 stuks', '10 pieces'),
          main: true,
          gross: { veterinary: 100 * i, pharmacist: 110 * i, student: 105 * i, default: 120 * i },
          qty: 100,
        },
      ],
    });
  }

  const fixture: CatalogueFixture = {
    products: {},
    variants: {},
    categories: cats,
    brands: brandIds,
    suppliers: await fixtureSuppliers(db),
    vetGroups: { efficiency: 0, rfa: 0 },
    loyaltyRules: { current: 0, expired: 0 },
    codes: { sku: '', cnk: '', ean: '' },
    oldSerumKey: 'fx-serum-physiologique-ancien',
    gauzeCount: GAUZE_COUNT,
    today,
  };
  let variantNumber = 0;
  for (const [index, spec] of specs.entries()) {
    const urlKey = L(`fx-${spec.key}-fr`, `fx-${spec.key}-nl`, `fx-${spec.key}-en`);
    const [product] = await db
      .insert(products)
      .values({
        code: `FX-${spec.key.toUpperCase()}`,
        urlKey,
        name: spec.name,
        activePrinciple: spec.activePrinciple ?? null,
        description: spec.description ?? null,
        brandId: brandIds[spec.brand],
        species: spec.species,
        supplierId: spec.supplier ? fixture.suppliers[spec.supplier] : null,
        attributes: spec.attributes ?? {},
        orderMode: spec.orderMode ?? 'direct',
        vatRateBp: 600,
        isMeds: spec.category !== 'food',
        isFood: spec.category === 'food',
        veterinaryOnly: spec.veterinaryOnly ?? false,
        notSoldOnWebsite: spec.notSoldOnWebsite ?? false,
        images: [
          {
            small: `/fx/${spec.key}/s.svg`,
            medium: `/fx/${spec.key}/m.svg`,
            large: `/fx/${spec.key}/l.svg`,
            xlarge: `/fx/${spec.key}/xl.svg`,
            alt: spec.name,
            tag: null,
            sequence: 1,
          },
        ],
      })
      .returning();
    const productId = product!.id;
    fixture.products[spec.key] = productId;
    await db.insert(productCategories).values({ productId, categoryId: cats[spec.category] });
    await db.insert(urlKeys).values(
      LOCALES.map((locale) => ({
        locale,
        urlKey: urlKey[locale],
        entity: 'product' as const,
        entityId: productId,
      })),
    );
    for (const [sequence, v] of spec.variants.entries()) {
      variantNumber += 1;
      const body = `200${String(index * 10 + sequence).padStart(9, '0')}`;
      const [variant] = await db
        .insert(variants)
        .values({
          productId,
          sku: `FXS-${v.key.toUpperCase()}`,
          barcode: `${body}${ean13CheckDigit(body)}`,
          cnkCode: `09${String(90000 + variantNumber).padStart(5, '0')}`,
          variantLabel: v.label,
          variantAttributes: v.attributes ?? {},
          main: v.main ?? false,
          sequence,
          active: v.active ?? true,
          indicatedPriceCents: v.indicated ?? ((v.gross.default ?? 0) * 2 || null),
        })
        .returning();
      const variantId = variant!.id;
      fixture.variants[v.key] = variantId;
      const figures = {
        qtyAvailable: v.qty,
        qtyIncoming: v.incoming ?? 0,
        supplierOutOfStock: false,
        limitedThreshold: 10,
      };
      await db.insert(stock).values({ variantId, ...figures, state: deriveStockState(figures) });
      const rules: (typeof priceRules.$inferInsert)[] = [];
      for (const [role, cents] of Object.entries(v.gross) as [Role, number][]) {
        rules.push({
          variantId,
          pricelistId: pricelistIds.get(role)!,
          kind: 'gross',
          minQuantity: 1,
          priceCents: cents,
        });
      }
      rules.push(...extraRules(v.key, variantId, pricelistIds, today));
      await db.insert(priceRules).values(rules);
    }
  }
  const amox10 = await db.select().from(variants).where(eq(variants.id, fixture.variants.amox10!));
  fixture.codes = { sku: amox10[0]!.sku, cnk: amox10[0]!.cnkCode!, ean: amox10[0]!.barcode! };

  await db.insert(urlKeys).values({
    locale: 'fr',
    urlKey: fixture.oldSerumKey,
    entity: 'product',
    entityId: fixture.products.serum!,
    isRedirect: true,
  });
  await db.insert(productLinks).values([
    {
      productId: fixture.products.amox!,
      linkedProductId: fixture.products.melox!,
      type: 'cross',
      sequence: 1,
    },
    {
      productId: fixture.products.amox!,
      linkedProductId: fixture.products.vetonly!,
      type: 'related',
      sequence: 2,
    },
    {
      productId: fixture.products.amox!,
      linkedProductId: fixture.products.carp!,
      type: 'related',
      sequence: 3,
    },
  ]);
  await insertMemberships(db, fixture);
  await db.insert(substitutions).values([
    { variantId: fixture.variants.melox!, substituteVariantId: fixture.variants.carp!, sequence: 1 },
    { variantId: fixture.variants.melox!, substituteVariantId: fixture.variants.vetonly!, sequence: 2 },
  ]);
  return fixture;
}

/** Discounts, promotions and specials of some fixture variants, dated around `today`. */
function extraRules(
  key: string,
  variantId: number,
  pricelistIds: Map<Role, number>,
  today: IsoDate,
): (typeof priceRules.$inferInsert)[] {
  const vet = pricelistIds.get('veterinary')!;
  const current = { dateStart: addDays(today, -10), dateEnd: addDays(today, 20) };
  const expired = { dateStart: addDays(today, -60), dateEnd: addDays(today, -1) };
  switch (key) {
    case 'amox10':
      return [
        { variantId, pricelistId: vet, kind: 'discount', minQuantity: 0, discountBp: 1000 },
        { variantId, pricelistId: vet, kind: 'discount', minQuantity: 12, discountBp: 1500 },
      ];
    case 'melox':
      return [
        {
          variantId,
          pricelistId: null,
          kind: 'supplier_promotion',
          ratioMain: 10,
          ratioPromo: 1,
          ...current,
        },
        { variantId, pricelistId: null, kind: 'supplier_discount', discountBp: 500 },
        { variantId, pricelistId: null, kind: 'supplier_discount', veterinary: true, discountBp: 1000 },
      ];
    case 'carp':
      return [{ variantId, pricelistId: null, kind: 'special', ...current }];
    case 'serum':
      return [{ variantId, pricelistId: null, kind: 'special', ...expired }];
    // A supplier discount ending on the last day of this month, and one running into the next month.
    case 'gauze03':
      return [
        {
          variantId,
          pricelistId: null,
          kind: 'supplier_discount',
          discountBp: 500,
          dateStart: `${today.slice(0, 7)}-01`,
          dateEnd: endOfMonth(today),
        },
      ];
    case 'gauze04':
      return [
        {
          variantId,
          pricelistId: null,
          kind: 'supplier_discount',
          discountBp: 500,
          dateStart: addDays(today, -1),
          dateEnd: addDays(endOfMonth(today), 5),
        },
      ];
    default:
      return [];
  }
}
