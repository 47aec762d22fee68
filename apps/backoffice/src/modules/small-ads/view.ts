import type { Locale, SmallAd, StaffSmallAd } from '@vetshop/contract';
import {
  shownRejectionReason,
  smallAdAuthorActions,
  smallAdDisplayState,
  type SmallAdRegion,
} from '@vetshop/domain';
import type { SmallAdRow } from './repository';

/** The regions' names (spec doc 1 §3: the Belgian provinces and Brussels) in the shop's languages. */
export const REGION_NAMES: Record<SmallAdRegion, Record<Locale, string>> = {
  BBR: { fr: 'Bruxelles', nl: 'Brussel', en: 'Brussels' },
  VAN: { fr: 'Anvers', nl: 'Antwerpen', en: 'Antwerp' },
  VBR: { fr: 'Brabant flamand', nl: 'Vlaams-Brabant', en: 'Flemish Brabant' },
  VLI: { fr: 'Limbourg', nl: 'Limburg', en: 'Limburg' },
  VOV: { fr: 'Flandre orientale', nl: 'Oost-Vlaanderen', en: 'East Flanders' },
  VWV: { fr: 'Flandre occidentale', nl: 'West-Vlaanderen', en: 'West Flanders' },
  WBR: { fr: 'Brabant wallon', nl: 'Waals-Brabant', en: 'Walloon Brabant' },
  WHT: { fr: 'Hainaut', nl: 'Henegouwen', en: 'Hainaut' },
  WLG: { fr: 'Liège', nl: 'Luik', en: 'Liège' },
  WLX: { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg' },
  WNA: { fr: 'Namur', nl: 'Namen', en: 'Namur' },
};

/**
 * The ad as a buyer reads it. `mine`: the caller's customer wrote it (the author's actions); another buyer reads
 * a published ad without any action. `fileUrl`: where the caller downloads the document (buyer or staff path).
 */
export function smallAdView(row: SmallAdRow, locale: Locale, mine: boolean, fileUrl: string): SmallAd {
  const actions = mine ? smallAdAuthorActions(row.state) : { edit: false, submit: false, delete: false };
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    display_state: smallAdDisplayState(row.state),
    category: row.category,
    country_state_code: row.region,
    region_name: REGION_NAMES[row.region][locale],
    date_start: row.dateStart,
    date_end: row.dateEnd,
    body: row.body,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    file:
      row.fileKey && row.fileName !== null && row.fileSize !== null
        ? { name: row.fileName, size: row.fileSize, url: fileUrl }
        : null,
    rejection_reason: shownRejectionReason(row.state, row.rejectionReason),
    is_mine: mine,
    actions,
    published_at: row.publishedAt?.toISOString() ?? null,
    create_date: row.createdAt.toISOString(),
    write_date: row.updatedAt.toISOString(),
  };
}

export const buyerFileUrl = (id: number) => `/classified_ads/${id}/file`;
export const staffFileUrl = (id: number) => `/staff/small-ads/${id}/file`;

export function staffSmallAdView(
  row: SmallAdRow,
  locale: Locale,
  people: Pick<StaffSmallAd, 'customer' | 'author'>,
): StaffSmallAd {
  // Staff read every ad as its moderators, never as its author: no author actions.
  return { ...smallAdView(row, locale, false, staffFileUrl(row.id)), ...people };
}
