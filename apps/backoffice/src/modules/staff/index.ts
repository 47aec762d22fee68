// What other parts of the back office may use of the staff module (decision 029): the workspace's own calls
// (registered by app.ts with each queue's counter) and the staff actions' log, which every module that lets the
// staff act on its records writes in the action's transaction and reads per record. Each queue's calls stay in
// the module that owns its records.
export { staffWorkspaceRoutes } from './routes';
export type { StaffQueueCounters } from './service';
export { recordStaffAction, staffActionsOf, type StaffAction, type StaffActionEntry } from './repository';
