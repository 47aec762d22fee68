/** The staff workspace's frame (navigation, home). Staff pages live in their own features. */
export { StaffHome } from './staff-home';
export { StaffLayout } from './staff-layout';
