// GET /{locale}/account/smallads/{id}/document: the ad's PDF (resource route).
export { loadSmallAdDocument as loader } from '../features/small-ads/index.server';
