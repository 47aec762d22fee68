import { wishlistLines, wishlists, type Executor } from '@vetshop/db';
import { wishlistNameKey } from '@vetshop/domain';
import type { GenWishlist } from '../generator/wishlists';

/** The demo standard orders and their lines (a handful: one insert per list). */
export async function insertWishlists(
  db: Executor,
  lists: readonly GenWishlist[],
  customerIds: ReadonlyMap<string, number>,
  variantIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const list of lists) {
    const customerId = customerIds.get(list.customerRef);
    if (customerId === undefined) continue;
    const [row] = await db
      .insert(wishlists)
      .values({
        customerId,
        name: list.name,
        nameKey: wishlistNameKey(list.name),
        clientOrderRef: list.clientOrderRef,
      })
      .returning({ id: wishlists.id });
    if (!row) throw new Error('wishlist not inserted');
    const lines = list.lines.flatMap((l, i) => {
      const variantId = variantIds.get(l.sku);
      return variantId === undefined
        ? []
        : [{ wishlistId: row.id, variantId, quantity: l.quantity, sequence: i + 1 }];
    });
    if (lines.length > 0) await db.insert(wishlistLines).values(lines);
  }
}
