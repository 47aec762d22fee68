import { INTL_LOCALE_TAGS, SHOP_TIME_ZONE } from '@vetshop/domain';
import { useI18n, type Locale } from '../../i18n';

/** One staff action as the back office sends it with a record (who, when, what). */
export interface StaffHistoryEntry {
  action: string;
  by: string;
  at: string;
  detail: Record<string, unknown> | null;
}

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** Date and time of an action, in the shop's zone (the same text on the server and in the browser). */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    });
    formats.set(locale, format);
  }
  return format.format(date);
}

/**
 * A record's history of staff actions, oldest first (issue 10 §5: every staff action is visible on the record).
 * `describe` says what an action did in the reader's language; each staff page knows its own actions.
 */
export function StaffHistory({
  entries,
  describe,
}: {
  entries: readonly StaffHistoryEntry[];
  describe: (entry: StaffHistoryEntry) => string;
}) {
  const { locale, t } = useI18n();
  return (
    <section className="staff-history" aria-labelledby="staff-history-title">
      <h2 id="staff-history-title">{t('staff.history.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('staff.history.empty')}</p>
      ) : (
        <ol>
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} data-testid="staff-history-entry">
              {t('staff.history.entry', { at: formatDateTime(e.at, locale), by: e.by, action: describe(e) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
