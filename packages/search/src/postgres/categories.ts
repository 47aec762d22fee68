import type { CategoryNode, CategoryRef, CategorySummary, Locale } from '@vetshop/contract';
import { categories, type Executor, type Localized } from '@vetshop/db';
import { eq } from 'drizzle-orm';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Every active category, loaded in one query and kept in memory: a catalogue has hundreds of categories, not
 * millions, and every search needs their names (facets, hits, breadcrumbs). Rebuilt after a refresh.
 */
export class CategoryIndex {
  readonly byId: ReadonlyMap<number, CategoryRow>;
  private readonly children = new Map<number | null, CategoryRow[]>();
  private readonly summaries = new Map<Locale, CategorySummary[]>();

  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    const sorted = [...rows].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
    for (const row of sorted) {
      // A category whose parent is inactive is unreachable from the menu: it is treated as absent.
      const parent = row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null;
      if (row.parentId !== null && parent === null) continue;
      const list = this.children.get(parent) ?? [];
      list.push(row);
      this.children.set(parent, list);
    }
  }

  static async load(db: Executor): Promise<CategoryIndex> {
    return new CategoryIndex(await db.select().from(categories).where(eq(categories.active, true)));
  }

  childrenOf(id: number | null): readonly CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** The category and its ancestors, top level first; empty when unknown or inactive. */
  path(id: number): CategoryRow[] {
    const path: CategoryRow[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current) {
      if (seen.has(current.id)) return []; // a cycle in bad data
      seen.add(current.id);
      path.unshift(current);
      if (current.parentId === null) return path;
      current = this.byId.get(current.parentId);
    }
    return []; // the chain reaches an inactive or missing category
  }

  ref(row: CategoryRow, locale: Locale): CategoryRef {
    return { id: row.id, name: text(row.name, locale), url_key: text(row.urlKey, locale), level: row.level };
  }

  summary(row: CategoryRow, locale: Locale): CategorySummary {
    return { ...this.ref(row, locale), image_url: row.imageUrl, sequence: row.sequence };
  }

  firstLevel(locale: Locale): CategorySummary[] {
    let list = this.summaries.get(locale);
    if (!list) {
      list = this.childrenOf(null).map((row) => this.summary(row, locale));
      this.summaries.set(locale, list);
    }
    return list;
  }

  tree(locale: Locale, parent: number | null = null): CategoryNode[] {
    return this.childrenOf(parent).map((row) => ({
      ...this.summary(row, locale),
      childs: this.tree(locale, row.id),
    }));
  }

  /** The given categories and all their ancestors, deduplicated, sorted by level then sequence. */
  withAncestors(ids: Iterable<number>): CategoryRow[] {
    const found = new Map<number, CategoryRow>();
    for (const id of ids) for (const row of this.path(id)) found.set(row.id, row);
    return [...found.values()].sort((a, b) => a.level - b.level || a.sequence - b.sequence || a.id - b.id);
  }
}

export function text(value: Localized | null | undefined, locale: Locale): string {
  return value?.[locale] ?? '';
}

export function textOrNull(value: Localized | null | undefined, locale: Locale): string | null {
  const s = value?.[locale];
  return s === undefined || s === null || s === '' ? null : s;
}
