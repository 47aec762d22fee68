import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { CmsHtml } from './cms-html';
import type { SiteContent } from './site-content';

/** Footer groups the shop names in each language (a page's group is a code staff choose); others show as written. */
const GROUP_LABELS: Readonly<Record<string, MessageKey>> = {
  legal: 'content.group.legal',
  service: 'content.group.service',
  company: 'content.group.company',
};

function groupLabel(group: string, t: (key: MessageKey) => string): string {
  return Object.hasOwn(GROUP_LABELS, group) ? t(GROUP_LABELS[group]!) : group;
}

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
                {group.group ? <h2>{groupLabel(group.group, t)}</h2> : null}
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
