// GET /{locale}/staff/small-ads/{id}/document: the ad's PDF for the moderation page (resource route, staff only).
export { loadStaffSmallAdDocument as loader } from '../features/staff-small-ads/index.server';
