import type { ErrorBody, WishlistChange, WishlistDetail } from '@vetshop/contract';
import { MAX_LINE_QTY } from '@vetshop/domain';
import { data } from 'react-router';
import { BackofficeError, BackofficeUnavailable } from '../../lib/backoffice.server';
import { parseId } from '../../lib/params';
import { readForm } from '../../lib/mutation-guard.server';
import { pageContext, requireUser, type PageContext, type RouteArgs } from '../../lib/request.server';
import { readName } from './wishlist-forms';
import { allWishlists } from './wishlists-page.server';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

/** What the popin and the cart's form need when they open: the buyer's lists (id and name, by name). */
export interface WishlistChoices {
  signedIn: boolean;
  lists: { id: number; name: string }[];
  unavailable?: boolean;
  /** `?lines={id}`: that list's lines (the home's picker puts them in the cart). */
  lines?: WishlistDetail['lines'];
  linesOf?: number;
}

/**
 * GET /{locale}/account/wishlists/popin: loaded when the product page's popin opens (never with the product
 * page, which guests may get from a cache), by the cart's "save as standard order" and by the home's picker
 * (`?lines={id}`: one list's lines, when the buyer adds it to the cart).
 */
export async function loadWishlistChoices(args: RouteArgs) {
  const { bo, user } = await pageContext(args);
  if (!user || !bo.token)
    return data({ signedIn: false, lists: [] } satisfies WishlistChoices, { headers: PRIVATE });
  // Staff have no customer, hence no lists: nothing to ask (their home reads this on every visit).
  if (user.isStaff)
    return data({ signedIn: true, lists: [] } satisfies WishlistChoices, { headers: PRIVATE });
  try {
    const linesOf = parseId(new URL(args.request.url).searchParams.get('lines') ?? undefined);
    if (linesOf !== null) {
      const wishlist = await bo.call('wishlists.get', { params: { id: linesOf } });
      return data({ signedIn: true, lists: [], lines: wishlist.lines, linesOf } satisfies WishlistChoices, {
        headers: PRIVATE,
      });
    }
    const list = await allWishlists(bo);
    return data(
      {
        signedIn: true,
        lists: list.items.map((w) => ({ id: w.id, name: w.name })),
      } satisfies WishlistChoices,
      { headers: PRIVATE },
    );
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 404)
      return data({ signedIn: true, lists: [] } satisfies WishlistChoices, { status: 404, headers: PRIVATE });
    // A login without a customer (auth/register; every buyer call is 403 not_a_customer) has no lists either:
    // the picker stays hidden instead of a 500 (issue 17 §5).
    if (error instanceof BackofficeError && error.status === 403)
      return data({ signedIn: true, lists: [] } satisfies WishlistChoices, { headers: PRIVATE });
    if (!(error instanceof BackofficeUnavailable)) throw error;
    return data({ signedIn: true, lists: [], unavailable: true } satisfies WishlistChoices, {
      status: 503,
      headers: PRIVATE,
    });
  }
}

export type WishlistPopinResult =
  | { ok: true; id: number; name: string; added: number[]; duplicates: number[] }
  | {
      ok: false;
      problem: 'name' | 'quantity' | 'empty' | 'failed';
      nameProblem?: 'required' | 'too_long' | 'taken';
      /** The back office's refusal in the buyer's language (e.g. the duplicate product message). */
      message?: string;
    };

/** `product_id` and `qty` fields side by side: one item per product, quantities of the same product added. */
function readItems(form: FormData): { productId: number; quantity: number }[] | null {
  const ids = form.getAll('product_id');
  const qtys = form.getAll('qty');
  const byProduct = new Map<number, number>();
  for (const [i, raw] of ids.entries()) {
    const productId = Number(raw);
    const rawQty = qtys[i];
    const quantity = rawQty === undefined || rawQty === '' ? 1 : Number(rawQty);
    if (!Number.isInteger(productId) || productId <= 0 || productId > 2_147_483_647) return null;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QTY) return null;
    byProduct.set(productId, Math.min(MAX_LINE_QTY, (byProduct.get(productId) ?? 0) + quantity));
  }
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * POST /{locale}/account/wishlists/popin: products into a list — the product page's one product (`add_item`: a
 * product already there is the spec's duplicate message) or the cart's lines (`add_items`: duplicates reported
 * per line, the rest added) — into an existing list (`target={id}`) or a new one (`target=new`, `name`).
 */
export async function wishlistPopinAction(args: RouteArgs) {
  const { bo } = await requireUser(args);
  const { result, status } = await addToWishlist(bo, await readForm(args.request));
  return data(result, { status, headers: PRIVATE });
}

/**
 * The popin's (and the page /account/wishlists/add's) products into a list: the buyer's answer and its HTTP
 * status, for the caller to send as JSON (popin) or to redirect / show again with what was typed (page).
 */
export async function addToWishlist(
  bo: PageContext['bo'],
  form: FormData,
): Promise<{ result: WishlistPopinResult; status: number }> {
  const fail = (result: Extract<WishlistPopinResult, { ok: false }>, status: number) => ({
    result: result satisfies WishlistPopinResult,
    status,
  });
  const items = readItems(form);
  if (items === null) return fail({ ok: false, problem: 'quantity' }, 400);
  if (items.length === 0) return fail({ ok: false, problem: 'empty' }, 400);
  const many = form.get('intent') === 'save-cart';
  const target = form.get('target');
  const refused = async (res: Response) => {
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    const nameTaken = res.status === 409 && body?.fields?.some((f) => f.path === 'body.name') === true;
    return fail(
      nameTaken
        ? { ok: false, problem: 'name', nameProblem: 'taken', message: body?.message }
        : { ok: false, problem: 'failed', message: body?.message },
      res.status >= 500 ? 503 : res.status,
    );
  };

  let res: Response;
  if (target === 'new') {
    const { items: lists } = await allWishlists(bo);
    const { value, problem } = readName(form.get('name'), lists);
    if (problem) return fail({ ok: false, problem: 'name', nameProblem: problem }, 400);
    res = await bo.send('wishlists.create', {
      body: { name: value, lines: items.map((i) => ({ product_id: i.productId, quantity: i.quantity })) },
    });
  } else {
    const id = Number(target);
    if (!Number.isInteger(id) || id <= 0) return fail({ ok: false, problem: 'failed' }, 400);
    res = many
      ? await bo.send('wishlists.addItems', {
          params: { id },
          body: { items: items.map((i) => ({ product_id: i.productId, quantity: i.quantity })) },
        })
      : await bo.send('wishlists.addItem', {
          params: { id },
          body: { product_id: items[0]!.productId, quantity: items[0]!.quantity },
        });
  }
  if (!res.ok) return refused(res);
  const change = (await res.json()) as WishlistChange;
  return {
    result: {
      ok: true,
      id: change.id,
      name: change.name,
      added: change.added,
      duplicates: change.duplicates,
    } satisfies WishlistPopinResult,
    status: 200,
  };
}
