import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { CmsHtml } from './cms-html';
import type { SiteContent } from './site-content';

/**
 * The footer's content: the contact banner's service hours (the `service_hours` snippet; nothing when it cannot be
 * read — never invented hours), the footer slot's pages by group and the subfooter slot's pages.
 */
export function FooterContent({ content, serviceTitle }: { content: SiteContent; serviceTitle: string }) {
  const { t } = useI18n();
  return (
    <>
      <div className="footer-columns">
        {content.serviceHours ? (
          <section aria-labelledby="footer-service" className="footer-service" data-testid="service-hours">
            <h2 id="footer-service">{serviceTitle}</h2>
            <CmsHtml html={content.serviceHours} />
          </section>
        ) : null}
        {content.footer.length > 0 ? (
          <nav aria-label={t('content.footer.label')} className="footer-pages">
            {content.footer.map((group) => (
              <section key={group.group ?? ''} className="footer-group">
                {group.group ? <h2>{group.group}</h2> : null}
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{link.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : null}
      </div>
      {content.subfooter.length > 0 ? (
        <nav aria-label={t('content.subfooter.label')} className="subfooter">
          <ul>
            {content.subfooter.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
