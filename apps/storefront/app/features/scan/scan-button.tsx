import { useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n';
import type { ScanMode } from './scan-reads';

type Dialog = ComponentType<{ mode: ScanMode; onClose(): void }>;

/**
 * "Scan": opens the scanner. In the header (`open`) a scanned box opens its product's page; on the cart page
 * (`cart`) each box scanned is added to the cart. The dialog, its camera code and the barcode polyfill are
 * fetched on the first click (decision 042): this button is all the scanner adds to a page's first JavaScript,
 * kept small on purpose (its icon is drawn by button.css).
 */
export function ScanButton({ mode }: { mode: ScanMode }) {
  const { t } = useI18n();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const Scanner = dialog;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="scan-button"
        aria-haspopup="dialog"
        onClick={() => void import('./scanner-dialog').then((m) => setDialog(() => m.default))}
      >
        {t('scan.button')}
      </button>
      {/* In the body, not in the header: the header's colours and link rules are not the dialog's. */}
      {Scanner
        ? createPortal(
            <Scanner
              mode={mode}
              onClose={() => {
                setDialog(null);
                button.current?.focus();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}
