import type { Locale } from '@vetshop/domain';
import { formatMessage, type MessageParams } from '../../i18n/format-message';

/** A mail module's texts: every key in every shop language (a missing language fails the typecheck). */
export type MailTexts<Key extends string = string> = Readonly<Record<Key, Readonly<Record<Locale, string>>>>;

/** Every table bound by `mailText` so far (once its module is loaded): the catalogue tests check each message. */
export const MAIL_TEXT_TABLES = new Set<MailTexts>();

/**
 * Binds a mail module's texts once: `const t = mailText(TEXTS)`, then `t('subject', locale, { name })`. A key the
 * table does not have is a compile error; `{name}` and `{count, plural, one {…} other {…}}` are filled by the
 * back office's one message formatter (i18n/format-message), so mails and error messages read the same way.
 */
export function mailText<Key extends string>(texts: MailTexts<Key>) {
  MAIL_TEXT_TABLES.add(texts);
  return (key: Key, locale: Locale, params: MessageParams = {}): string =>
    formatMessage(texts[key][locale], locale, params);
}
