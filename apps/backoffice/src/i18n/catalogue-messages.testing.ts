import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, type Locale } from '@vetshop/domain';
import { ALL_LABELS } from '../modules/documents';
import { MAIL_TEXT_TABLES } from '../modules/mail';
import { MESSAGE_TEMPLATES } from './messages';

export interface CatalogueMessage {
  where: string;
  locale: Locale;
  template: string;
}

const src = join(import.meta.dirname, '..');

/** The modules that bind mail texts (`mailText(`), found in the sources so that a new one is not forgotten. */
function mailTextModules(dir = join(src, 'modules')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...mailTextModules(path));
    else if (
      /\.ts$/.test(entry.name) &&
      !/\.test\.ts$/.test(entry.name) &&
      entry.name !== 'text.ts' &&
      /\bmailText\(/.test(readFileSync(path, 'utf8'))
    )
      found.push(path);
  }
  return found;
}

/**
 * Every message the back office formats with formatMessage, in every language: the error and text catalogue
 * (i18n/messages), the documents' labels and every mail module's texts. For the catalogue tests.
 */
export async function everyCatalogueMessage(): Promise<{
  messages: CatalogueMessage[];
  mailModules: number;
}> {
  const modules = mailTextModules();
  for (const path of modules) await import(path);
  const messages: CatalogueMessage[] = [];
  const add = (where: string, texts: Readonly<Record<string, Readonly<Record<Locale, string>>>>) => {
    for (const [key, byLocale] of Object.entries(texts))
      for (const locale of LOCALES)
        messages.push({ where: `${where} ${key}`, locale, template: byLocale[locale] });
  };
  add('messages', MESSAGE_TEMPLATES);
  add('labels', ALL_LABELS);
  let i = 0;
  for (const table of MAIL_TEXT_TABLES) add(`mail table ${++i}`, table);
  return { messages, mailModules: modules.map((p) => relative(src, p)).length };
}
