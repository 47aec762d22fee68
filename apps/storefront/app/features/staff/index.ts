/** The staff workspace's frame (navigation, home) and what every staff page shares (a record's history). */
export { StaffHome } from './staff-home';
export { StaffLayout } from './staff-layout';
export { StaffSelection } from './staff-selection';
export { formatDateTime, StaffHistory, type StaffHistoryEntry } from './staff-history';
