// GET /cms/files/{key}: a content image or PDF from the back office (resource route, public cache).
export { loadContentFile as loader } from '../features/content/index.server';
