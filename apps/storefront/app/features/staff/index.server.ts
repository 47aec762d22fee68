/** The staff workspace's frame, server side: the home's loader. */
export { loadStaffHome } from './staff-home.server';
export { loadStaffSelection } from './staff-selection.server';
