import { StaffLayout } from '../features/staff';

/** Frame of the staff pages (/staff/*); each page's loader requires a staff account (requireStaffUser). */
export default function StaffLayoutRoute() {
  return <StaffLayout />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
