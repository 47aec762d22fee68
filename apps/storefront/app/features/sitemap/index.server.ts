/** robots.txt and the sitemaps (issue 11 §5), server side: resource routes, no page. */
export { robotsLoader } from './robots.server';
export { sitemapIndexLoader, sitemapPartLoader } from './sitemap.server';
