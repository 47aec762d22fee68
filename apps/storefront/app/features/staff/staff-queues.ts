import type { StaffQueue } from '@vetshop/contract';
import type { Locale, MessageKey } from '../../i18n';
import { urls } from '../../lib/urls';

/**
 * The queues the staff home counts (GET /staff/summary), each with its label and the page that lists it
 * (filtered on what waits). A queue whose page does not exist is shown without a link.
 */
export const QUEUES: Record<StaffQueue, { label: MessageKey; href?: (l: Locale) => string }> = {
  quotations: { label: 'staff.queue.quotations', href: urls.staffQuotations },
  address_requests: {
    label: 'staff.queue.address_requests',
    href: (l) => `${urls.staffAddressRequests(l)}?state=pending`,
  },
  mails_pending: { label: 'staff.queue.mails_pending', href: (l) => `${urls.staffMails(l)}?state=pending` },
  mails_failed: { label: 'staff.queue.mails_failed', href: (l) => `${urls.staffMails(l)}?state=failed` },
  small_ads: { label: 'staff.queue.small_ads', href: urls.staffSmallAds },
  leads: { label: 'staffLeads.queue', href: urls.staffLeads },
  registrations: {
    label: 'staff.queue.registrations',
    href: (l) => `${urls.staffRegistrations(l)}?state=pending`,
  },
};
