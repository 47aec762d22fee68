import { useMatches } from 'react-router';
import { NO_SITE_CONTENT, type SiteContent } from './site-content';

/** The site-wide content loaded by the locale layout (the page's frame), for a page that shows part of it. */
export function useSiteContent(): SiteContent {
  for (const match of useMatches()) {
    const content = (match.data as { content?: SiteContent } | undefined)?.content;
    if (content) return content;
  }
  return NO_SITE_CONTENT;
}
