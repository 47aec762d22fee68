/** robots.txt and the sitemaps (issue 11 §5): pure builders only; the loaders are in index.server.ts. */
export { robotsTxt } from './robots';
