import type { RouteArgs } from '../../lib/request.server';
import { requireStaffUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { streamPdf } from '../documents/index.server';

/**
 * GET /{locale}/staff/small-ads/{id}/document: the ad's PDF for the moderation page (any state), streamed from the
 * back office's staff route; the role is checked before the back office is called (a buyer gets a 404).
 */
export const loadStaffSmallAdDocument = (args: RouteArgs) =>
  streamPdf(
    args,
    'staff.smallAds.file',
    { href: urls.staffSmallAds, label: 'staffSmallAds.back' },
    requireStaffUser,
  );
