// The staff actions' log (who, when, what, on which record): write it in the action's transaction, read it per record.
export { recordStaffAction, staffActionsOf, type StaffAction, type StaffActionEntry } from './repository';
