import { useRef, useState, type ComponentType } from 'react';
import { useI18n } from '../../i18n';
import { plainClick } from '../../lib/plain-click';
import { urls } from '../../lib/urls';
import type { QuoteDialogBodyProps } from './quote-dialog-body';

/**
 * The product page's quotation popin (spec doc 1 §2). `request`: a quotation-only product (no add-to-cart) —
 * quantity, a draft or a new quotation, and "send the request now"; `add`: any other product, to a draft.
 * An accessible modal (ui ModalDialog): labelled by its title, focus on the first field and kept inside, Escape
 * closes, focus goes back to the opener. The drafts are loaded when it opens, never with the (cacheable) product
 * page. Its opener is a link to /account/quotations/add?product={id}, the same form on a page of its own, for a
 * browser without JavaScript (or a new tab). The dialog's code (quote-dialog-body.tsx) comes with import() at the first
 * opening, not with the page (issue 18: product-page JavaScript); when it cannot be fetched, the link's page opens.
 */
export function QuoteDialog({
  productId,
  productName,
  mode,
}: {
  productId: number;
  productName: string;
  mode: 'request' | 'add';
}) {
  const { locale, t } = useI18n();
  const openerRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [Body, setBody] = useState<ComponentType<QuoteDialogBodyProps> | null>(null);
  const href = urls.quotationAdd(locale, productId);

  function openDialog() {
    setOpen(true);
    if (Body) return;
    import('./quote-dialog-body').then(
      (loaded) => setBody(() => loaded.QuoteDialogBody),
      () => window.location.assign(href),
    );
  }

  return (
    <div className="quote-opener">
      {/* A link to the page with the same form (without JavaScript), that the dialog intercepts once it runs. */}
      <a
        href={href}
        ref={openerRef}
        className={mode === 'request' ? 'button button-primary' : 'button'}
        onClick={(event) => {
          if (!plainClick(event)) return; // a new tab or window: the page
          event.preventDefault();
          openDialog();
        }}
        aria-haspopup="dialog"
      >
        {mode === 'request' ? t('quotations.dialog.openRequest') : t('quotations.dialog.openAdd')}
      </a>
      {Body ? (
        <Body
          productId={productId}
          productName={productName}
          mode={mode}
          open={open}
          onClose={() => setOpen(false)}
          openerRef={openerRef}
        />
      ) : null}
    </div>
  );
}
