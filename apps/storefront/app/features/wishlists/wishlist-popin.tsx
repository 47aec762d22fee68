import { useRef, useState, type ComponentType } from 'react';
import { useI18n } from '../../i18n';
import { plainClick } from '../../lib/plain-click';
import { urls } from '../../lib/urls';
import type { WishlistPopinBodyProps } from './wishlist-popin-body';

/**
 * The product page's standard-order popin (spec doc 1 §2): choose a list or name a new one, a quantity (1 by
 * default), add. An accessible modal (ui ModalDialog: the page behind is inert): labelled by its title, focus on
 * the first field and kept inside, Escape and "Close" close it, focus goes back to the opener. The lists are
 * loaded when it opens, never with the product page (cacheable for guests). The duplicate product message is
 * said inside the dialog. Its opener is a link to /account/wishlists/add?product={id}, the same form on a page of
 * its own, for a browser without JavaScript (or a new tab). The dialog's code (wishlist-popin-body.tsx) comes with
 * import() at the first opening, not with the page (issue 18: product-page JavaScript); when it cannot be fetched,
 * the link's page opens.
 */
export function WishlistPopin({ productId, productName }: { productId: number; productName: string }) {
  const { locale, t } = useI18n();
  const openerRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [Body, setBody] = useState<ComponentType<WishlistPopinBodyProps> | null>(null);
  const href = urls.wishlistAdd(locale, productId);

  function openDialog() {
    setOpen(true);
    if (Body) return;
    import('./wishlist-popin-body').then(
      (loaded) => setBody(() => loaded.WishlistPopinBody),
      () => window.location.assign(href),
    );
  }

  return (
    <div className="wishlist-popin-opener">
      {/* A link to the page with the same form (without JavaScript), that the dialog intercepts once it runs. */}
      <a
        href={href}
        ref={openerRef}
        className="button"
        onClick={(event) => {
          if (!plainClick(event)) return; // a new tab or window: the page
          event.preventDefault();
          openDialog();
        }}
        aria-haspopup="dialog"
      >
        {t('wishlist.popin.open')}
      </a>
      {Body ? (
        <Body
          productId={productId}
          productName={productName}
          open={open}
          onClose={() => setOpen(false)}
          openerRef={openerRef}
        />
      ) : null}
    </div>
  );
}
