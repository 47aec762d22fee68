import { sitemapIndexLoader } from '../features/sitemap/index.server';

export const loader = sitemapIndexLoader;
