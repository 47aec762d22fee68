import type { CmsAdSlot, CmsBannerType } from '@vetshop/contract';

/** A link of the footer's content slots. */
export interface FooterLink {
  title: string;
  href: string;
}

/** The footer slot's pages under their group's heading (null: pages of no group). */
export interface FooterGroup {
  group: string | null;
  links: FooterLink[];
}

export interface SiteBanner {
  id: number;
  /** Sanitised on the server. */
  html: string;
  type: CmsBannerType;
  date_start: string | null;
  date_end: string | null;
}

export interface SiteAdvertisement {
  id: number;
  name: string;
  slot: CmsAdSlot;
  /** Seconds; -1 = until closed. */
  displayTime: number;
  date_start: string | null;
  date_end: string | null;
  /** The shop's URL of the file, or the site's address; null: an image without a link. */
  href: string | null;
  /** Width and height in pixels when the back office knows them: the page keeps the image's place while it loads. */
  image: { src: string; alt: string; width: number | null; height: number | null } | null;
}

export interface NewsCard {
  id: number;
  title: string;
  href: string;
  date: string | null;
  foreword: string | null;
  thumbnail: string | null;
}

/** What every page shows from the content service (the locale layout's data). */
export interface SiteContent {
  /** The `service_hours` snippet, sanitised; null when there is none or the back office cannot be reached. */
  serviceHours: string | null;
  footer: FooterGroup[];
  subfooter: FooterLink[];
  banners: SiteBanner[];
  advertisements: SiteAdvertisement[];
  /** The latest news of the language (the signed-in home's news area). */
  latestNews: NewsCard[];
}

export const NO_SITE_CONTENT: SiteContent = {
  serviceHours: null,
  footer: [],
  subfooter: [],
  banners: [],
  advertisements: [],
  latestNews: [],
};
