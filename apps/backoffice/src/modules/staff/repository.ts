import { staffActions, users, type Executor } from '@vetshop/db';
import { asc, and, eq } from 'drizzle-orm';

export interface StaffAction {
  staffUserId: number;
  recordType: string;
  recordId: number;
  action: string;
  detail?: Record<string, unknown>;
}

/** Records what a staff member did; call it in the transaction of the action itself. */
export async function recordStaffAction(db: Executor, a: StaffAction): Promise<void> {
  await db.insert(staffActions).values({
    staffUserId: a.staffUserId,
    recordType: a.recordType,
    recordId: a.recordId,
    action: a.action,
    detail: a.detail ?? null,
  });
}

export interface StaffActionEntry {
  action: string;
  by: string;
  at: Date;
  detail: Record<string, unknown> | null;
}

/** A record's history of staff actions, oldest first, each with the staff member's login. */
export async function staffActionsOf(
  db: Executor,
  recordType: string,
  recordId: number,
): Promise<StaffActionEntry[]> {
  const rows = await db
    .select({
      action: staffActions.action,
      by: users.login,
      at: staffActions.createdAt,
      detail: staffActions.detail,
    })
    .from(staffActions)
    .innerJoin(users, eq(users.id, staffActions.staffUserId))
    .where(and(eq(staffActions.recordType, recordType), eq(staffActions.recordId, recordId)))
    .orderBy(asc(staffActions.createdAt), asc(staffActions.id));
  return rows;
}
