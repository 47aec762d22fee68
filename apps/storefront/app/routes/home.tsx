import { HomePage, seoMeta } from '../features/catalogue';
import { loadHomePage } from '../features/catalogue/index.server';
import { HomeAdvertisement, HomeNews } from '../features/content';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/home';
import pageStyles from '../styles/pages/home.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args.loaderData?.seo, args);
}

export const loader = loadHomePage;

export default function HomePageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomePage loaderData={loaderData} />
      <HomeAdvertisement />
      {/* The signed-in home's news area (issue 11 §2). */}
      {loaderData.user ? <HomeNews /> : null}
    </>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
