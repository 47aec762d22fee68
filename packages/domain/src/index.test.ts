import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public API', () => {
  it('exports the names other packages are written against', () => {
    const names = [
      'toCents',
      'centsToEuros',
      'applyDiscounts',
      'percentOf',
      'sumCents',
      'multiplyCents',
      'formatMoney',
      'effectiveDiscountBp',
      'isValidOn',
      'todayIso',
      'isSameMonth',
      'ROLES',
      'resolvePrice',
      'freeGoodsQuantity',
      'isVeterinaryRole',
      'hasDiscountEndingInMonth',
      'LOW_ORDER_THRESHOLD_CENTS',
      'LOW_ORDER_FEE_CENTS',
      'lowOrderFee',
      'lowOrderFeeStatus',
      'isValidTransaction',
      'optionsEqual',
      'optionsKey',
      'applyTransactions',
      'planTransactions',
      'countArticles',
      'countLines',
      'isAddressValid',
      'areCartAddressesValid',
      'isSameAddress',
      'normalizeForSearch',
      'STOCK_STATES',
      'stockDisplay',
      'deriveStockState',
      'splitAvailability',
      'qtyUnavailable',
      'cartBackoffMaxMs',
      'metaDescription',
      'LOCALES',
      'DEFAULT_LOCALE',
      'ean13CheckDigit',
      'isValidEan13',
      'isCnkCode',
      'looksLikeProductCode',
    ];
    expect(names.filter((name) => !(name in domain))).toEqual([]);
  });
});
