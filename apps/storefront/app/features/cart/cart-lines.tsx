import { lineKey, type DisplayedLine, type LineRefusal } from '@vetshop/cart';
import type { Cart, CartLine } from '@vetshop/contract';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useCart } from './cart-state';
import { euros, formatDiscount, formatInteger } from '../../lib/format';
import { deliverySplit, lineAvailability } from './line-messages';
import { placeRefusals, refusalReason } from './line-refusals';
import type { ProductInfo } from './product-info';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/dialog';
import { QuantityField } from './quantity-field';
import { RefusedChangeRow, useProductName } from './refused-changes';

/**
 * Issue 18 §6 (B2B buyers reorder lists of a thousand lines): the server renders this many lines (the page's
 * first screens, its HTML and server time do not grow with the cart); after hydration the others are rendered
 * in the browser, LINES_PER_STEP at a time. Without JavaScript a link asks the server for every line.
 */
export const FIRST_LINES = 30;
/** `?lines=all`: the cart page with every line rendered by the server (the link offered without JavaScript). */
export const ALL_LINES_PARAM = 'lines';
/** Lines added per step once hydrated (each step a transition: typing and scrolling stay responsive). */
const LINES_PER_STEP = 100;
/** From this many lines the cart has a filter box (find-in-page cannot see lines not rendered yet). */
export const FILTER_MIN_LINES = 10;

/** Lower case, without accents: "Améthyste" is found with "amethyste". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * How many lines to render: `first` on the server and while hydrating (the same markup), then a step more per
 * frame (the page answers the buyer between steps) until `total`; from then on every line, at once.
 */
function useGrowingCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count === Infinity) return;
    if (count >= total) {
      setCount(Infinity);
      return;
    }
    const frame = requestAnimationFrame(() => startTransition(() => setCount((c) => c + LINES_PER_STEP)));
    return () => cancelAnimationFrame(frame);
  }, [count, total]);
  return count;
}

/**
 * The cart's lines. After hydration they are the engine's (pending changes included and marked), so that a
 * change is never lost; before, the server's, with the controls disabled. A long cart renders its first lines
 * on the server and the others in the browser, and has a filter box (name, reference) over all of them.
 */
export function CartLines({
  lines,
  latestCart,
  products,
  editable,
  headingId,
  firstCount = Infinity,
  allLinesHref = null,
}: {
  lines: readonly DisplayedLine[];
  /** The back office's latest cart: prices and stock messages of the lines it knows. */
  latestCart: Cart | null;
  /** Names and pictures from the loader (server lines) by variant id. */
  products: Record<number, ProductInfo>;
  editable: boolean;
  headingId: string;
  /** Lines rendered on the server and while hydrating (see FIRST_LINES); all of them by default. */
  firstCount?: number;
  /** Without JavaScript, where the page with every line is (shown while lines are not rendered). */
  allLinesHref?: string | null;
}) {
  const { locale, t } = useI18n();
  const cart = useCart();
  const [removing, setRemoving] = useState<DisplayedLine | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const filterId = useId();
  const latestLines = useMemo(() => {
    const map = new Map<string, CartLine>();
    for (const line of latestCart?.lines ?? []) map.set(lineKey(line.product_id, line.options), line);
    return map;
  }, [latestCart]);

  const productName = useProductName(products);
  const nameOf = (line: DisplayedLine) => line.server?.name ?? productName(line.productId);
  // Refused changes: under their line, or in a row of their own when the cart has no such line.
  const refusals = useMemo(() => placeRefusals(cart.refusals, lines), [cart.refusals, lines]);

  // Stable across renders, so that a change re-renders its own line only (carts of a thousand lines).
  const { setQuantity } = cart;
  const onChange = useCallback((line: DisplayedLine, qty: number) => setQuantity(line, qty), [setQuantity]);
  const onRemoveRequest = useCallback((line: DisplayedLine) => setRemoving(line), []);

  // The filter looks at every line, rendered or not: its name and its reference (SKU), every word typed
  // ("bandavet 23g" finds "Aiguilles hypodermiques Bandavet - 23G").
  const [query, setQuery] = useState('');
  const words = searchable(useDeferredValue(query)).split(/\s+/).filter(Boolean);
  const needle = words.join(' ');
  const filterable = lines.length >= FILTER_MIN_LINES;
  const { productInfo } = cart;
  const matching = useMemo(() => {
    if (!needle) return lines;
    const terms = needle.split(' ');
    return lines.filter((line) => {
      const info = products[line.productId] ?? productInfo(line.productId);
      const name = line.server?.name ?? info?.name ?? '';
      const sku = line.server?.sku ?? info?.sku ?? '';
      const text = searchable(`${name} ${sku}`);
      return terms.every((term) => text.includes(term));
    });
  }, [lines, needle, products, productInfo]);
  const count = useGrowingCount(lines.length, firstCount);
  const shown = count < matching.length ? matching.slice(0, count) : matching;
  const waiting = matching.length - shown.length;

  return (
    <>
      {filterable ? (
        <div className="cart-filter" role="search">
          <label htmlFor={filterId}>{t('cart.filter.label')}</label>
          <input
            id={filterId}
            className="cart-filter-input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            aria-describedby={`${filterId}-status`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`${filterId}-status`} className="cart-filter-status muted" role="status">
            {!needle
              ? ''
              : matching.length === 0
                ? t('cart.filter.none', { query: query.trim() })
                : t('cart.filter.result', {
                    count: matching.length,
                    total: formatInteger(lines.length, locale),
                  })}
          </p>
        </div>
      ) : null}
      <ul className="cart-lines" ref={listRef} aria-busy={waiting > 0 ? true : undefined}>
        {shown.map((line) => (
          <CartLineItem
            key={line.key}
            line={line}
            name={nameOf(line)}
            info={products[line.productId] ?? cart.productInfo(line.productId)}
            latest={latestLines.get(line.key) ?? line.server}
            refusal={refusals.onLines.get(line.key) ?? null}
            editable={editable}
            onChange={onChange}
            onRemoveRequest={onRemoveRequest}
          />
        ))}
        {refusals.apart.map((refusal) => (
          <RefusedChangeRow
            key={`refused:${refusal.key}`}
            refusal={refusal}
            name={productName(refusal.productId)}
            onDismiss={cart.dismissRefusal}
          />
        ))}
      </ul>
      {waiting > 0 ? (
        <p className="cart-lines-more muted">
          {t('cart.lines.more', {
            shown: formatInteger(shown.length, locale),
            total: formatInteger(matching.length, locale),
          })}{' '}
          {/* Without JavaScript the other lines never come: the server renders them all on asking. */}
          {allLinesHref && !cart.ready ? <a href={allLinesHref}>{t('cart.lines.showAll')}</a> : null}
        </p>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={t('cart.remove.title')}
        confirmLabel={t('cart.remove.confirm')}
        cancelLabel={t('cart.remove.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) cart.remove(removing);
          setRemoving(null);
        }}
        returnFocus={() => document.getElementById(headingId) ?? document.getElementById('main')}
      >
        <p>{removing ? t('cart.remove.text', { product: nameOf(removing), qty: removing.qty }) : null}</p>
      </ConfirmDialog>
    </>
  );
}

interface LineItemProps {
  line: DisplayedLine;
  name: string;
  info: ProductInfo | null | undefined;
  latest: CartLine | null;
  /** The back office refused the buyer's last change of this line: said under the line. */
  refusal: LineRefusal | null;
  editable: boolean;
  onChange(line: DisplayedLine, qty: number): void;
  onRemoveRequest(line: DisplayedLine): void;
}

/** The engine rebuilds its lines on every change: a line is the same when what it shows is the same. */
function sameLineItem(a: LineItemProps, b: LineItemProps): boolean {
  return (
    a.line.key === b.line.key &&
    a.line.qty === b.line.qty &&
    a.line.pending === b.line.pending &&
    a.line.server === b.line.server &&
    a.name === b.name &&
    a.info === b.info &&
    a.latest === b.latest &&
    a.refusal?.uuid === b.refusal?.uuid &&
    a.editable === b.editable &&
    a.onChange === b.onChange &&
    a.onRemoveRequest === b.onRemoveRequest
  );
}

const CartLineItem = memo(function CartLineItem({
  line,
  name,
  info,
  latest,
  refusal,
  editable,
  onChange,
  onRemoveRequest,
}: LineItemProps) {
  const { locale, t } = useI18n();
  const refusalId = `${useId()}-refused`;
  const urlKey = line.server?.url_key ?? info?.urlKey ?? null;
  const sku = line.server?.sku ?? info?.sku ?? null;
  const availability = lineAvailability(line.pending ? null : latest);
  const split = deliverySplit(line.pending ? null : latest);
  const free = !line.pending && latest ? latest.free_qty : 0;
  return (
    <li className={`cart-line${line.pending ? ' cart-line-pending' : ''}`}>
      <div className="cart-line-media">
        {info?.image ? (
          <img src={info.image.src} alt={info.image.alt || name} width={72} height={72} loading="lazy" />
        ) : (
          <span className="cart-line-noimage" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line-main">
        <h3 className="cart-line-name">
          {urlKey ? <Link to={urls.product(locale, urlKey, line.productId)}>{name}</Link> : name}
        </h3>
        {sku ? <p className="cart-line-sku muted">{t('cart.line.sku', { sku })}</p> : null}
        {line.pending ? (
          <p className="cart-line-status">
            <span className="badge badge-pending">{t('cart.line.pending')}</span>
          </p>
        ) : null}
        {latest ? (
          <dl className="cart-line-prices">
            <div>
              <dt>{t('cart.line.gross')}</dt>
              <dd>{euros(latest.unit_price, locale)}</dd>
            </div>
            {latest.discount > 0 ? (
              <div>
                <dt>{t('cart.line.discount')}</dt>
                <dd>
                  {formatDiscount(latest.discount, locale, {
                    gross: latest.unit_price,
                    net: latest.net_price,
                  })}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('cart.line.net')}</dt>
              <dd className="cart-line-net">{euros(latest.net_price, locale)}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{t('cart.line.notPriced')}</p>
        )}
        {free > 0 && latest?.promotion ? (
          <p className="cart-line-free">
            <span className="badge badge-promo">
              {t('cart.line.free', {
                count: free,
                main: latest.promotion.ratio_main_product,
                extra: latest.promotion.ratio_promotional_product,
              })}
            </span>
          </p>
        ) : null}
        {availability?.kind === 'unavailable' ? (
          <p className="cart-line-message cart-line-message-warning">
            {t('cart.line.unavailable', { qty: availability.qty })}{' '}
            {split ? t('cart.line.backorder', split) : null}
          </p>
        ) : availability?.kind === 'available_again' ? (
          <p className="cart-line-message cart-line-message-ok">{t('cart.line.availableAgain')}</p>
        ) : null}
        {refusal ? (
          <p id={refusalId} className="cart-line-message cart-line-message-warning" role="status">
            {t('cart.line.refused', { reason: refusalReason(refusal, t, locale) })}
          </p>
        ) : null}
      </div>
      <div className="cart-line-actions">
        <QuantityField
          qty={line.qty}
          productName={name}
          disabled={!editable}
          describedBy={refusal ? refusalId : undefined}
          onChange={(qty) => onChange(line, qty)}
          onRemoveRequest={() => onRemoveRequest(line)}
        />
        <button
          type="button"
          className="button button-link cart-line-remove"
          disabled={!editable}
          onClick={() => onRemoveRequest(line)}
          aria-label={t('cart.remove.button', { product: name })}
        >
          {t('cart.remove.label')}
        </button>
      </div>
      <div className="cart-line-amount">
        {line.pending || !latest ? (
          <span className="muted">{t('cart.line.amountPending')}</span>
        ) : (
          <>
            <span className="visually-hidden">{t('cart.line.amount')} </span>
            {euros(latest.amount.untaxed, locale)}
          </>
        )}
      </div>
    </li>
  );
}, sameLineItem);
