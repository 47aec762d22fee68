/**
 * Content written by staff (issue 11 §2): pages, news, the footer's pages and service hours, info banners,
 * advertisements, the signed-in home's news. Other features and the routes import only this file (and
 * index.server.ts).
 */
export { ContentPage } from './content-page';
export { NewsList } from './news-list';
export { NewsItem } from './news-item';
export { HomeAdvertisement, HomeNews } from './home-news';
export { InfoBanners } from './info-banners';
export { Advertisement } from './advertisement';
export { advertisementsFor } from './display-rules';
export { FooterContent } from './footer-content';
export { NO_SITE_CONTENT, type SiteContent } from './site-content';
export { useSiteContent } from './use-site-content';
