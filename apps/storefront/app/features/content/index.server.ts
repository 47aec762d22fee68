/** Content, server side: the pages' loaders, the site-wide content (cached per locale), the purge, the files. */
export { loadContentPage } from './content-page.server';
export { loadNewsList } from './news-list.server';
export { loadNewsItem } from './news-item.server';
export { loadSiteContent, contentForSitemap, HOME_NEWS } from './site-content.server';
export { contentPurgeAction } from './purge-route.server';
export { loadContentFile } from './files.server';
