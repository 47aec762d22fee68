import { users, type Executor } from '@vetshop/db';
import { and, asc, eq } from 'drizzle-orm';

/**
 * Who gets the shop's staff mails (a quotation request, a contact request): every active staff account, in id
 * order, each with the language their mail is written in. One definition, so every staff mail reaches the same
 * people.
 */
export function activeStaffRecipients(db: Executor) {
  return db
    .select({ id: users.id, login: users.login, locale: users.locale })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.active, true)))
    .orderBy(asc(users.id));
}
