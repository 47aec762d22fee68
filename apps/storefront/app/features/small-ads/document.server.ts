import type { RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { streamPdf } from '../documents/index.server';

/**
 * GET /{locale}/account/smallads/{id}/document: the ad's PDF streamed from the back office as it arrives (its
 * Content-Disposition; private, no-store). Another customer's unpublished ad, or an ad without a document, is the
 * same 404 page.
 */
export const loadSmallAdDocument = (args: RouteArgs) =>
  streamPdf(args, 'classifiedAds.file', { href: urls.smallAds, label: 'smallAds.back' });
