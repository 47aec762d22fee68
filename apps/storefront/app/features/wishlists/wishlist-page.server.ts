import type { ErrorBody, WishlistChange, WishlistDetail } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { readIds, readQuantities } from './wishlist-forms';
import { allWishlists } from './wishlists-page.server';

function wishlistId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  return id;
}

type Done = 'saved' | 'removed' | 'replaced' | 'moved' | 'created' | 'added';
const DONE: readonly Done[] = ['saved', 'removed', 'replaced', 'moved', 'created', 'added'];

/** `?done=` set by the action's redirect (and `?moved=&merged=&to=` after a move): numbers checked, name as text. */
function notice(params: URLSearchParams) {
  const done = params.get('done') ?? (params.get('created') ? 'created' : null);
  if (!done || !(DONE as readonly string[]).includes(done)) return null;
  const count = (key: string) => {
    const n = Number(params.get(key) ?? '0');
    return Number.isInteger(n) && n >= 0 ? n : 0;
  };
  return {
    done: done as Done,
    moved: count('moved'),
    merged: count('merged'),
    to: (params.get('to') ?? '').slice(0, 200),
  };
}

/** One list with its lines, and the buyer's other lists (the "move to" choice), loaded together. */
export const loadWishlistPage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const id = wishlistId(args);
  const [wishlist, all] = await Promise.all([bo.call('wishlists.get', { params: { id } }), allWishlists(bo)]);
  return data(
    {
      wishlist,
      others: all.items.filter((w) => w.id !== id).map((w) => ({ id: w.id, name: w.name })),
      notice: notice(new URL(args.request.url).searchParams),
    },
    { headers: cacheControl(user) },
  );
});

/** What the form gets back: the quantities typed (never lost) and what went wrong, or the confirmation step. */
export type WishlistResult = {
  typed: Record<number, string>;
  invalid: number[];
  problem: 'quantity' | 'move_none' | 'failed' | null;
  error?: string;
  confirm?: { kind: 'line'; lineId: number } | { kind: 'list' };
};

function linesWith(
  wishlist: WishlistDetail,
  quantities: Map<number, number>,
  change: { remove?: number; replace?: { lineId: number; productId: number } } = {},
) {
  return wishlist.lines
    .filter((l) => l.id !== change.remove)
    .map((l) => ({
      id: l.id,
      sequence: l.sequence,
      product_id: change.replace?.lineId === l.id ? change.replace.productId : l.product_id,
      quantity: quantities.get(l.id) ?? l.quantity,
    }));
}

/**
 * /account/wishlists/{id}: one form for the lines, several buttons (`intent`): save the quantities, remove a line
 * (`remove:{lineId}`), replace a product by a substitute (`replace:{lineId}` with `substitute.{lineId}`), move the
 * ticked lines (`move` with `target`), delete the list. Every one saves the quantities typed too, in ONE update
 * call, so nothing typed is lost. Removing a line or the list asks for confirmation first (spec doc 1 §5): with
 * JavaScript a dialog, without it the answer's confirmation step (`confirm-{intent}` then does it).
 */
export const wishlistAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const id = wishlistId(args);
  const form = await readForm(args.request);
  const wishlist = await bo.call('wishlists.get', { params: { id } });
  // `confirm-…`: the same intent, after the confirmation (the dialog's, or the confirmation step's button).
  const raw = String(form.get('intent') ?? '');
  const confirmed = raw.startsWith('confirm-');
  const intent = confirmed ? raw.slice('confirm-'.length) : raw;
  const { quantities, typed, invalid } = readQuantities(form, wishlist.lines);
  const answer = (result: Partial<WishlistResult>, status = 200) =>
    data({ typed, invalid, problem: null, ...result } satisfies WishlistResult, { status });
  const failed = async (res: Response) => {
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    return answer({ problem: 'failed', error: body?.message }, res.status >= 500 ? 503 : res.status);
  };
  const back = (query: string) => redirect(`${urls.wishlist(locale, id)}?${query}`);

  if (intent === 'delete-list') {
    if (!confirmed) return answer({ confirm: { kind: 'list' } });
    const res = await bo.send('wishlists.delete', { params: { id } });
    if (res.ok || res.status === 404)
      throw redirect(`${urls.wishlists(locale)}?deleted=${encodeURIComponent(wishlist.name)}`);
    return failed(res);
  }
  if (invalid.length > 0) return answer({ problem: 'quantity' }, 400);

  const [verb, rawLine] = intent.split(':');
  const lineId = Number(rawLine);
  if ((verb === 'remove' || verb === 'replace') && !wishlist.lines.some((l) => l.id === lineId))
    throw data({ reason: 'not_found' }, { status: 404 });
  if (verb === 'remove' && !confirmed) return answer({ confirm: { kind: 'line', lineId } });

  const replace =
    verb === 'replace' ? { lineId, productId: Number(form.get(`substitute.${lineId}`)) } : undefined;
  if (replace && !Number.isInteger(replace.productId)) return answer({ problem: 'failed' }, 400);
  const res = await bo.send('wishlists.update', {
    params: { id },
    body: {
      lines: linesWith(wishlist, quantities, { remove: verb === 'remove' ? lineId : undefined, replace }),
    },
  });
  if (!res.ok) return failed(res);

  if (verb === 'move') {
    const lineIds = readIds(form.getAll('line')).filter((l) => wishlist.lines.some((w) => w.id === l));
    const target = Number(form.get('target'));
    if (lineIds.length === 0 || !Number.isInteger(target) || target <= 0)
      return answer({ problem: 'move_none' }, 400);
    const moved = await bo.send('wishlists.moveLines', {
      params: { id },
      body: { line_ids: lineIds, target_id: target },
    });
    if (!moved.ok) return failed(moved);
    const change = (await moved.json()) as WishlistChange;
    const all = await allWishlists(bo);
    const to = all.items.find((w) => w.id === target)?.name ?? '';
    throw back(
      new URLSearchParams({
        done: 'moved',
        moved: String(lineIds.length),
        merged: String(change.merged.length),
        to,
      }).toString(),
    );
  }
  throw back(`done=${verb === 'remove' ? 'removed' : verb === 'replace' ? 'replaced' : 'saved'}`);
});
