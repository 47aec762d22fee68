import type { WishlistLine } from '@vetshop/contract';
import { useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { useI18n } from '../../i18n';
import { formatEuros } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/dialog';
import { AddAllResult, useAddAllToCart } from './add-all-to-cart';
import type { loadWishlistPage, wishlistAction } from './wishlist-page.server';
import { MAX_LINE_QTY } from './wishlist-forms';

type Asking = { kind: 'line'; line: WishlistLine } | { kind: 'list' } | null;

/**
 * /account/wishlists/{id}: a standard order's lines with their quantities (change, remove, move to another list,
 * replace by a substitute) in one form that works without JavaScript, and "add all to cart" (the cart engine's
 * one batch, so it needs JavaScript).
 */
export function WishlistPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadWishlistPage>;
  actionData: ActionData<typeof wishlistAction> | undefined;
}) {
  const { wishlist, others, notice } = loaderData;
  const { locale, t } = useI18n();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const addAll = useAddAllToCart();
  const typed = actionData?.typed ?? {};
  const invalid = new Set(actionData?.invalid ?? []);
  const confirmLine = actionData?.confirm?.kind === 'line' ? actionData.confirm.lineId : null;
  const confirmList = actionData?.confirm?.kind === 'list';
  const productName = (l: WishlistLine) =>
    l.product?.name ?? t('cart.line.unknownProduct', { id: l.product_id });

  /** With JavaScript: the form as typed, with the confirmed intent, after the dialog's "yes". */
  function submitConfirmed(intent: string) {
    const form = formRef.current;
    const body = form ? new FormData(form) : new FormData();
    body.set('intent', `confirm-${intent}`);
    void submit(body, { method: 'post' });
  }

  return (
    <section aria-labelledby="wishlist-title" className="wishlists wishlist">
      <p>
        <Link to={urls.wishlists(locale)}>{t('wishlists.back')}</Link>
      </p>
      <h1 id="wishlist-title">{wishlist.name}</h1>
      {wishlist.client_order_ref ? (
        <p className="muted">
          {t('wishlists.col.ref')} : {wishlist.client_order_ref}
        </p>
      ) : null}
      <div role="status">
        {notice ? (
          <p className="notice notice-success">
            {notice.done === 'moved'
              ? `${t('wishlist.moved', { count: notice.moved, name: notice.to })}${
                  notice.merged > 0 ? ` ${t('wishlist.moved.merged', { count: notice.merged })}` : ''
                }`
              : notice.done === 'created'
                ? t('wishlists.created', { name: wishlist.name })
                : notice.done === 'added'
                  ? t('wishlist.popin.added', { name: wishlist.name })
                  : t(`wishlist.${notice.done}`)}
          </p>
        ) : null}
      </div>
      {actionData?.problem === 'failed' ? (
        <p role="alert" className="notice notice-error">
          {t('wishlists.failed', { error: actionData.error ?? t('wishlists.unknownError') })}
        </p>
      ) : null}

      {wishlist.lines.length === 0 ? (
        <p className="wishlists-empty">{t('wishlist.lines.empty')}</p>
      ) : (
        <div className="wishlist-add-all">
          <button
            type="button"
            className="button button-primary"
            disabled={!addAll.ready || addAll.state === 'adding'}
            aria-describedby="wishlist-add-all-hint"
            onClick={() => void addAll.addAll(wishlist.lines)}
          >
            {addAll.state === 'adding' ? t('wishlist.addAll.adding') : t('wishlist.addAll')}
          </button>
          <p id="wishlist-add-all-hint" className="muted">
            {t('wishlist.addAll.hint')}
          </p>
          <AddAllResult result={addAll} />
        </div>
      )}

      <Form method="post" ref={formRef} noValidate className="wishlist-form">
        {wishlist.lines.length > 0 ? (
          <div className="table-scroll">
            <table className="wishlist-table lines-table" role="table">
              <caption className="visually-hidden">{t('wishlist.caption', { name: wishlist.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('wishlist.col.select')}</th>
                  <th scope="col">{t('wishlist.col.product')}</th>
                  <th scope="col" className="num">
                    {t('wishlist.col.price')}
                  </th>
                  <th scope="col">{t('wishlist.col.stock')}</th>
                  <th scope="col">{t('wishlist.col.quantity')}</th>
                  <th scope="col">{t('wishlist.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {wishlist.lines.map((line) => {
                  const name = productName(line);
                  const qtyId = `qty-${line.id}`;
                  const wrong = invalid.has(line.id);
                  return (
                    <tr key={line.id} data-testid="wishlist-line" data-product-id={line.product_id}>
                      <td data-label={t('wishlist.col.select')}>
                        <input
                          type="checkbox"
                          name="line"
                          value={line.id}
                          aria-label={t('wishlist.select', { product: name })}
                        />
                      </td>
                      <th scope="row" data-label={t('wishlist.col.product')} className="wishlist-product">
                        {line.product ? (
                          <>
                            <Link to={urls.product(locale, line.product.url_key, line.product_id)}>
                              {name}
                            </Link>
                            <span className="muted wishlist-codes">
                              {t('wishlist.sku', { sku: line.product.sku })}
                              {line.product.cnk_code
                                ? ` · ${t('wishlist.cnk', { cnk: line.product.cnk_code })}`
                                : ''}
                            </span>
                            {line.product.order_mode === 'quotation' ? (
                              <span className="muted">{t('wishlist.quotationOnly')}</span>
                            ) : null}
                          </>
                        ) : (
                          <>
                            {name}
                            <span className="muted">{t('wishlist.gone')}</span>
                          </>
                        )}
                      </th>
                      <td className="num" data-label={t('wishlist.col.price')}>
                        {line.product?.price
                          ? formatEuros(line.product.price.value, locale)
                          : t('wishlist.noPrice')}
                      </td>
                      <td data-label={t('wishlist.col.stock')}>
                        {line.product
                          ? line.product.stock.display === 'in_stock'
                            ? t('wishlist.inStock')
                            : t('wishlist.noStock')
                          : '—'}
                      </td>
                      <td data-label={t('wishlist.col.quantity')}>
                        <label htmlFor={qtyId} className="visually-hidden">
                          {t('wishlist.quantityOf', { product: name })}
                        </label>
                        <input
                          id={qtyId}
                          name={`qty.${line.id}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_LINE_QTY}
                          step={1}
                          className="wishlist-qty"
                          defaultValue={typed[line.id] ?? String(line.quantity)}
                          aria-invalid={wrong || undefined}
                          aria-describedby={wrong ? `${qtyId}-error` : undefined}
                        />
                        {wrong ? (
                          <p id={`${qtyId}-error`} className="field-error" role="alert">
                            {t('wishlist.quantity.invalid', { max: MAX_LINE_QTY })}
                          </p>
                        ) : null}
                      </td>
                      <td data-label={t('wishlist.col.actions')}>
                        <div className="wishlist-actions">
                          {line.substitutes.length > 0 ? (
                            <span className="wishlist-replace">
                              <label htmlFor={`substitute-${line.id}`} className="visually-hidden">
                                {t('wishlist.substitute', { product: name })}
                              </label>
                              <select id={`substitute-${line.id}`} name={`substitute.${line.id}`}>
                                {line.substitutes.map((s) => (
                                  <option key={s.id} value={s.id}>
                                    {s.name}
                                  </option>
                                ))}
                              </select>
                              <button
                                type="submit"
                                name="intent"
                                value={`replace:${line.id}`}
                                className="button"
                              >
                                {t('wishlist.replace')}
                              </button>
                            </span>
                          ) : null}
                          <button
                            type="submit"
                            name="intent"
                            value={`remove:${line.id}`}
                            className="button button-danger"
                            aria-label={t('wishlist.remove.label', { product: name })}
                            onClick={(event) => {
                              event.preventDefault();
                              setAsking({ kind: 'line', line });
                            }}
                          >
                            {t('wishlist.remove')}
                          </button>
                          {confirmLine === line.id ? (
                            <span className="wishlist-confirm" role="alert">
                              {t('wishlist.remove.confirm', { product: name, name: wishlist.name })}{' '}
                              <button
                                type="submit"
                                name="intent"
                                value={`confirm-remove:${line.id}`}
                                className="button button-danger"
                              >
                                {t('wishlist.remove.yes')}
                              </button>{' '}
                              <Link to={urls.wishlist(locale, wishlist.id)} className="button">
                                {t('wishlist.remove.no')}
                              </Link>
                            </span>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        {wishlist.lines.length > 0 ? (
          <div className="button-row wishlist-buttons">
            <button type="submit" name="intent" value="save" className="button button-primary">
              {t('wishlist.save')}
            </button>
          </div>
        ) : null}
        {wishlist.lines.length > 0 ? (
          <fieldset className="wishlist-move">
            <legend>{t('wishlist.move.legend')}</legend>
            {others.length === 0 ? (
              <p className="muted">{t('wishlist.move.noTarget')}</p>
            ) : (
              <>
                <label htmlFor="wishlist-move-target">{t('wishlist.move.target')}</label>{' '}
                <select id="wishlist-move-target" name="target">
                  {others.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>{' '}
                <button type="submit" name="intent" value="move" className="button">
                  {t('wishlist.move.submit')}
                </button>
                {actionData?.problem === 'move_none' ? (
                  <p className="field-error" role="alert">
                    {t('wishlist.move.none')}
                  </p>
                ) : null}
              </>
            )}
          </fieldset>
        ) : null}
        <div className="wishlist-delete">
          <button
            type="submit"
            name="intent"
            value="delete-list"
            className="button button-danger"
            onClick={(event) => {
              event.preventDefault();
              setAsking({ kind: 'list' });
            }}
          >
            {t('wishlist.deleteList')}
          </button>
          {confirmList ? (
            <span className="wishlist-confirm" role="alert">
              {t('wishlists.delete.confirm', { name: wishlist.name, count: wishlist.lines.length })}{' '}
              <button
                type="submit"
                name="intent"
                value="confirm-delete-list"
                className="button button-danger"
              >
                {t('wishlists.delete.yes')}
              </button>{' '}
              <Link to={urls.wishlist(locale, wishlist.id)} className="button">
                {t('wishlists.delete.no')}
              </Link>
            </span>
          ) : null}
        </div>
      </Form>

      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'line' ? t('wishlist.remove.title') : t('wishlists.delete.title')}
        confirmLabel={asking?.kind === 'line' ? t('wishlist.remove.yes') : t('wishlists.delete.yes')}
        cancelLabel={asking?.kind === 'line' ? t('wishlist.remove.no') : t('wishlists.delete.no')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const what = asking;
          setAsking(null);
          if (what?.kind === 'line') submitConfirmed(`remove:${what.line.id}`);
          else if (what?.kind === 'list') submitConfirmed('delete-list');
        }}
      >
        <p>
          {asking?.kind === 'line'
            ? t('wishlist.remove.confirm', { product: productName(asking.line), name: wishlist.name })
            : t('wishlists.delete.confirm', { name: wishlist.name, count: wishlist.lines.length })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
