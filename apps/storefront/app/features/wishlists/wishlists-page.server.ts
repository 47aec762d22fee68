import type { ErrorBody, WishlistChange } from '@vetshop/contract';
import { WISHLIST_PAGE_SIZE } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser, type PageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { readName } from './wishlist-forms';

/** Every list of the buyer, in one call (spec §9: page_size 999, sorted by name). */
export function allWishlists(bo: PageContext['bo']) {
  return bo.call('wishlists.list', { query: { page: 1, page_size: WISHLIST_PAGE_SIZE } });
}

/** `?created=`, `?deleted=`, `?renamed=` set by the actions' redirects: names shown as text, never markup. */
function notice(params: URLSearchParams) {
  for (const kind of ['created', 'deleted', 'renamed'] as const) {
    const name = params.get(kind);
    if (name) return { kind, name: name.slice(0, 200) };
  }
  return null;
}

export const loadWishlistsPage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const list = await allWishlists(bo);
  return data(
    { list, notice: notice(new URL(args.request.url).searchParams) },
    { headers: cacheControl(user) },
  );
});

/** What a form gets back: the field typed (never lost) and why it was refused. */
export type WishlistsResult =
  | {
      form: 'create';
      name: string;
      ref: string;
      problem: 'required' | 'too_long' | 'taken' | 'failed';
      error?: string;
    }
  | {
      form: 'rename';
      id: number;
      name: string;
      problem: 'required' | 'too_long' | 'taken' | 'failed';
      error?: string;
    }
  | { form: 'delete'; id: number; confirm: true }
  | { form: 'delete'; id: number; problem: 'failed'; error?: string };

/** The back office's refusal, in the buyer's language (Accept-Language), and whether it is the name's. */
async function refusal(res: Response) {
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  const nameTaken = res.status === 409 && body?.fields?.some((f) => f.path === 'body.name') === true;
  return { nameTaken, error: body?.message, status: res.status >= 500 ? 503 : res.status };
}

/**
 * /account/wishlists: create (then the new list's page), rename, delete — each a plain form post. The name is
 * checked against the lists already loaded before any call (and the back office checks it again); deleting asks
 * for confirmation first (spec §5): without JavaScript, `intent=delete` answers the confirmation step.
 */
export const wishlistsAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  const { items } = await allWishlists(bo);

  if (intent === 'create') {
    const { value, problem } = readName(form.get('name'), items);
    const ref = typeof form.get('ref') === 'string' ? String(form.get('ref')).slice(0, 100) : '';
    if (problem)
      return data({ form: 'create', name: value, ref, problem, error: undefined } satisfies WishlistsResult, {
        status: 400,
      });
    const res = await bo.send('wishlists.create', {
      body: { name: value, client_order_ref: ref.trim() || null, lines: [] },
    });
    if (res.ok) {
      const created = (await res.json()) as WishlistChange;
      throw redirect(`${urls.wishlist(locale, created.id)}?created=1`);
    }
    const r = await refusal(res);
    return data(
      {
        form: 'create',
        name: value,
        ref,
        problem: r.nameTaken ? 'taken' : 'failed',
        error: r.error,
      } satisfies WishlistsResult,
      { status: r.status },
    );
  }

  const id = Number(form.get('id'));
  const target = items.find((w) => w.id === id);
  if (!target) throw data({ reason: 'not_found' }, { status: 404 });

  if (intent === 'rename') {
    const { value, problem } = readName(form.get('name'), items, id);
    if (problem)
      return data({ form: 'rename', id, name: value, problem, error: undefined } satisfies WishlistsResult, {
        status: 400,
      });
    const res = await bo.send('wishlists.update', { params: { id }, body: { name: value } });
    if (res.ok) throw redirect(`${urls.wishlists(locale)}?renamed=${encodeURIComponent(value.trim())}`);
    const r = await refusal(res);
    return data(
      {
        form: 'rename',
        id,
        name: value,
        problem: r.nameTaken ? 'taken' : 'failed',
        error: r.error,
      } satisfies WishlistsResult,
      { status: r.status },
    );
  }

  if (intent === 'delete' || intent === 'delete-confirm') {
    if (intent === 'delete') return data({ form: 'delete', id, confirm: true } satisfies WishlistsResult);
    const res = await bo.send('wishlists.delete', { params: { id } });
    if (res.ok || res.status === 404)
      throw redirect(`${urls.wishlists(locale)}?deleted=${encodeURIComponent(target.name)}`);
    const r = await refusal(res);
    return data({ form: 'delete', id, problem: 'failed', error: r.error } satisfies WishlistsResult, {
      status: r.status,
    });
  }
  throw data({ reason: 'bad_request' }, { status: 400 });
});
