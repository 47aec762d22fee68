/**
 * Moved to lib/backoffice-messages.ts, the one place where back-office codes become messages. Kept as a
 * re-export only while the checkout form's files (being split in the same change) still import it from here.
 */
export { cartRefusal, REFUSAL_MESSAGES, type CartRefusal } from '../../lib/backoffice-messages';
