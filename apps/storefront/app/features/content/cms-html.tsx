/**
 * HTML written by staff, cleaned on the server (sanitize.server.ts) before it reaches the page: the one place the
 * shop renders markup it did not write. Never pass it anything that did not go through cleanContentHtml.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `cms-content ${className}` : 'cms-content'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
