import { bundle } from '../../i18n/bundle';

/**
 * The scanner's button (header, cart page; issue 23 §1, decision 042), in every page's messages. The dialog's
 * own texts come with the dialog's code (dialog-messages.ts), only when it opens.
 */
export const messages = bundle({
  fr: {
    'scan.button': 'Scanner',
  },
  nl: {
    'scan.button': 'Scannen',
  },
  en: {
    'scan.button': 'Scan',
  },
});
