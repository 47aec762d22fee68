import type { VariantDetail } from '@vetshop/contract';
import { QuoteDialog } from './quote-dialog';

/**
 * What the product page's purchase box offers for quotations, from its purchase mode: a quotation-only product
 * (no add-to-cart) gets "request a quote"; a product the buyer can add to the cart the smaller "add to a
 * quotation"; guests and accounts that cannot order get nothing here.
 */
export function QuotationEntry({ mode, variant }: { mode: string; variant: VariantDetail }) {
  if (mode !== 'quotation' && mode !== 'add') return null;
  return (
    <QuoteDialog
      key={variant.id}
      productId={variant.id}
      productName={variant.name}
      mode={mode === 'quotation' ? 'request' : 'add'}
    />
  );
}
