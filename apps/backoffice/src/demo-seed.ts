import type { DbHandle } from '@vetshop/db';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isSeeded,
  seedDemoData,
  type DemoFileStore,
  type DemoOutboxMail,
  type DemoSize,
} from '@vetshop/demo-data';
import { renderMail } from './modules/mail';

/**
 * The one place the back office uses the demo catalogue: `npm start` loads it into an empty database
 * and prints the demo accounts. Nothing else in the back office imports demo-data (media pictures are
 * rendered by the media module).
 */
export type { DemoSize };

/** Loads the demo catalogue when the database holds none yet; the demo content's images go to `files`. */
export async function seedDemoIfEmpty(
  dbHandle: DbHandle,
  size: DemoSize,
  files?: DemoFileStore,
): Promise<void> {
  if (await isSeeded(dbHandle.db)) return;
  console.log(`[backoffice] empty database: loading the ${size} demo catalogue…`);
  const summary = await seedDemoData(dbHandle.db, { size, mailBodies: demoMailBodies, files });
  console.log(
    `[backoffice] demo data: ${summary.products} products, ${summary.variants} variants (${summary.ms} ms)`,
  );
}

/** The demo outbox's mails in the back office's own mail layout, as if it had written them. */
export function demoMailBodies(mail: DemoOutboxMail): { text: string; html: string } {
  const { text, html } = renderMail({
    locale: mail.locale,
    subject: mail.subject,
    heading: mail.subject,
    paragraphs: mail.paragraphs,
  });
  return { text, html };
}

export function printDemoAccounts(): void {
  console.log(`[backoffice] demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.login.padEnd(22)} ${a.description}`);
}
