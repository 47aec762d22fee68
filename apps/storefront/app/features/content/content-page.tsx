import type { LoaderData } from '../../lib/page-data';
import { CmsHtml } from './cms-html';
import type { loadContentPage } from './content-page.server';

/** A content page written by staff (terms of sale, delivery, about us…). */
export function ContentPage({ loaderData }: { loaderData: LoaderData<typeof loadContentPage> }) {
  return (
    <article className="content-page">
      <h1>{loaderData.title}</h1>
      <CmsHtml html={loaderData.html} />
    </article>
  );
}
