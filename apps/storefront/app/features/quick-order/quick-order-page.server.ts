import { randomUUID } from 'node:crypto';
import type { ErrorBody, OrderImportReport } from '@vetshop/contract';
import { CODE_LOOKUP_MAX } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parsePastedRows, PAD_MAX_ROWS } from './pad-text';

/**
 * /account/quick-order (decision 044): the page gives the pad its storage scope (the login: one pad per buyer on
 * a shared device) and, for the form without JavaScript, the id of its next import.
 */
export const loadQuickOrderPage = page(async (args: RouteArgs) => {
  const { user } = await requireUser(args);
  return data({ userKey: user.login, importUuid: randomUUID() }, { headers: cacheControl(user) });
});

/** A refused row of the form without JavaScript: its place in the list, its cells and why. */
export interface NoJsRefusal {
  row: number;
  code: string;
  qty: string;
  message: string;
}

export type QuickOrderResult =
  | { ok: true; added: number; refused: NoJsRefusal[]; remaining: string; importUuid: string }
  | { ok: false; message: string | null; remaining: string; importUuid: string };

/** The rows as the CSV order import reads them: a "code" column (SKU, CNK or barcode) and a quantity. */
export function rowsAsCsv(rows: readonly { code: string; qty: string }[]): string {
  const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
  // An empty quantity orders one, as on the pad.
  return ['code;quantity', ...rows.map((r) => `${cell(r.code)};${cell(r.qty === '' ? '1' : r.qty)}`)].join(
    '\n',
  );
}

/**
 * POST /account/quick-order: the pad's fallback without JavaScript — a textarea of "code;quantity" lines. The
 * lines go to the back office's CSV order import as one file (the same reading of codes, the same refusals, one
 * cart batch, idempotent by the form's import id), and the refused lines come back in the textarea to correct.
 */
export const quickOrderAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const text = String(form.get('lines') ?? '');
  const sentUuid = String(form.get('import_uuid') ?? '');
  const importUuid = /^[0-9a-f-]{36}$/i.test(sentUuid) ? sentUuid : randomUUID();
  const rows = parsePastedRows(text).slice(0, PAD_MAX_ROWS);
  const next = randomUUID();
  if (rows.length === 0)
    return data({
      ok: true,
      added: 0,
      refused: [],
      remaining: '',
      importUuid: next,
    } satisfies QuickOrderResult);
  const upload = new FormData();
  upload.append('file', new Blob([rowsAsCsv(rows)], { type: 'text/csv' }), 'quick-order.csv');
  const res = await bo.send('carts.csvImport', { query: { import_uuid: importUuid }, body: upload });
  if (res.status === 401) throw redirect(urls.login(locale, urls.quickOrder(locale)));
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    return data(
      { ok: false, message: body?.message ?? null, remaining: text, importUuid } satisfies QuickOrderResult,
      { status: res.status >= 500 ? 503 : res.status },
    );
  }
  const report = (await res.json()) as OrderImportReport;
  // Numbered as the lines given back in the textarea: the refused ones, in their order.
  const refused = report.rows
    .filter((r) => r.status === 'skipped')
    .map((r, i) => ({ row: i + 1, code: r.code, qty: r.qty_text, message: r.message ?? '' }));
  return data({
    ok: true,
    added: report.counts.added + report.counts.merged,
    refused,
    remaining: refused.map((r) => `${r.code};${r.qty}`).join('\n'),
    importUuid: next,
  } satisfies QuickOrderResult);
});

const NO_STORE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

/**
 * GET /account/quick-order/lookup?codes=&product_ids=&locale=: the pad's batches of rows, looked up by the back
 * office (GET carts/code_lookup) with the buyer's prices; a guest or a signed-out buyer gets a 401.
 */
export async function quickOrderLookupLoader(args: RouteArgs): Promise<Response> {
  const url = new URL(args.request.url);
  const list = (name: string) =>
    (url.searchParams.get(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .slice(0, CODE_LOOKUP_MAX);
  const { bo, user, locale } = await pageContext(args);
  if (!user || !bo.token)
    return Response.json({ codes: [], products: [] }, { status: 401, headers: NO_STORE });
  const codes = list('codes').map((c) => c.slice(0, 64));
  const productIds = list('product_ids')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  try {
    const res = await bo.send('carts.codeLookup', { query: { codes, product_ids: productIds, locale } });
    return new Response(await res.text(), {
      status: res.status,
      headers: { 'Content-Type': 'application/json', ...NO_STORE },
    });
  } catch {
    return Response.json({ codes: [], products: [] }, { status: 503, headers: NO_STORE });
  }
}
