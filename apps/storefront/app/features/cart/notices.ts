import type { CartNotice, PendingTransaction } from '@vetshop/cart';
import type { Translate } from '../../i18n';

export interface NoticeNotification {
  kind: 'info' | 'warning' | 'error';
  text: string;
  /** Stays until the buyer closes it: something they typed did not make it into the cart. */
  sticky: boolean;
}

/** "Amoxivantis (+3), Fiprozen (−1)": what a list of dropped changes was about. */
export function describeTransactions(
  transactions: readonly PendingTransaction[],
  nameOf: (productId: number) => string,
  locale: string,
): string {
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  return transactions.map((tx) => `${nameOf(tx.productId)} (${signed.format(tx.qty)})`).join(', ');
}

/** An engine notice (packages/cart) → the notification the buyer reads, in their language. */
export function noticeNotification(
  notice: CartNotice,
  t: Translate,
  nameOf: (productId: number) => string,
  locale: string,
): NoticeNotification {
  switch (notice.kind) {
    case 'rejected':
      // The back office's message is already in the buyer's language; it does not name the product.
      return {
        kind: 'error',
        sticky: true,
        text: t('cart.notice.rejected', { product: nameOf(notice.productId), message: notice.message }),
      };
    case 'discarded':
      return {
        kind: 'warning',
        sticky: true,
        text: t('cart.notice.discarded', {
          count: notice.transactions.length,
          changes: describeTransactions(notice.transactions, nameOf, locale),
        }),
      };
    case 'invalid':
      return {
        kind: 'error',
        sticky: true,
        text: t('cart.notice.invalid', {
          count: notice.transactions.length,
          changes: describeTransactions(notice.transactions, nameOf, locale),
        }),
      };
    case 'cart_replaced':
      return {
        kind: 'info',
        sticky: false,
        text: notice.orderName
          ? t('cart.notice.replaced', { order: notice.orderName })
          : t('cart.notice.replacedNoOrder'),
      };
  }
}
