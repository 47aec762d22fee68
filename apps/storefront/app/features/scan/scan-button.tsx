import { lazy, Suspense, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import type { ScanMode } from './scan-reads';

// The dialog, its camera code and the barcode polyfill are fetched when the buyer first opens it (decision
// 042): this button is all the scanner adds to a page's initial bundle.
const loadDialog = () => import('./scanner-dialog');
const ScannerDialog = lazy(loadDialog);

/**
 * "Scan": opens the scanner. In the header (`open`) a scanned box opens its product's page; on the cart page
 * (`cart`) each box scanned is added to the cart.
 */
export function ScanButton({ mode, className }: { mode: ScanMode; className?: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`scan-button ${className ?? ''}`}
        title={t(mode === 'cart' ? 'scan.button.cart' : 'scan.button.open')}
        aria-haspopup="dialog"
        data-testid={`scan-button-${mode}`}
        // Fetched as the pointer comes near or the button gets focus: the dialog is there when clicked.
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M2 4h2v16H2V4Zm3 0h1v16H5V4Zm2 0h3v16H7V4Zm4 0h1v16h-1V4Zm3 0h2v16h-2V4Zm3 0h1v16h-1V4Zm2 0h3v16h-3V4Z"
          />
        </svg>
        <span className="scan-button-label">{t('scan.button')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScannerDialog
            mode={mode}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
