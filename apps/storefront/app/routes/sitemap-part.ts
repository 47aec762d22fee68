import { sitemapPartLoader } from '../features/sitemap/index.server';

export const loader = sitemapPartLoader;
