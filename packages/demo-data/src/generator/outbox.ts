/**
 * A few mails in the demo's outbox (issue 10 §4–5), so `npm start` shows the staff workspace's outbox
 * (/fr/staff/mails) with one mail in each end state: sent, pending (without SMTP_URL it stays pending; with one,
 * the sender delivers it) and failed (five refused attempts; a staff member may resend it). Their recipients are
 * the demo's own (example addresses for the failed one): e2e/staff-outbox.spec.ts resends the failed mail and
 * waits for it at the run's SMTP sink; no other journey uses these mails.
 */
export interface DemoOutboxMail {
  kind: string;
  to: string;
  locale: 'fr' | 'nl' | 'en';
  subject: string;
  /** Paragraphs of the mail (the text version; the HTML version wraps each in <p>). */
  paragraphs: string[];
  state: 'sent' | 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  /** Hours before the seed the mail was written. */
  hoursAgo: number;
}

export const DEMO_OUTBOX_FAILED_TO = 'compta@clinique-des-tilleuls.example';

export const DEMO_OUTBOX: readonly DemoOutboxMail[] = [
  {
    kind: 'quotation_ready',
    to: 'vet@demo.test',
    locale: 'fr',
    subject: 'Votre devis DEMO-Q-0001 est prêt',
    paragraphs: [
      'Bonjour,',
      'Notre équipe commerciale a complété votre devis DEMO-Q-0001. Vous pouvez le consulter et l’accepter dans votre compte.',
    ],
    state: 'sent',
    attempts: 1,
    lastError: null,
    hoursAgo: 26,
  },
  {
    kind: 'quotation_request',
    to: 'sales@vetshop.test',
    locale: 'fr',
    subject: 'Nouvelle demande de devis DEMO-Q-0002',
    paragraphs: ['La Clinique vétérinaire du Parc demande un devis (DEMO-Q-0002, 3 lignes).'],
    state: 'pending',
    attempts: 0,
    lastError: null,
    hoursAgo: 1,
  },
  {
    kind: 'quotation_ready',
    to: DEMO_OUTBOX_FAILED_TO,
    locale: 'nl',
    subject: 'Uw offerte DEMO-Q-0003 is klaar',
    paragraphs: [
      'Goedendag,',
      'Ons verkoopteam heeft uw offerte DEMO-Q-0003 vervolledigd. U kunt ze bekijken en aanvaarden in uw account.',
    ],
    state: 'failed',
    attempts: 5,
    lastError: `550 5.1.1 <${DEMO_OUTBOX_FAILED_TO}>: Recipient address rejected: User unknown`,
    hoursAgo: 50,
  },
];

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The text and HTML versions of a demo mail. */
export function demoMailBodies(mail: DemoOutboxMail): { text: string; html: string } {
  return {
    text: `Vetshop\n\n${mail.paragraphs.join('\n\n')}\n`,
    html: `<!DOCTYPE html><html lang="${mail.locale}"><head><meta charset="utf-8"><title>${escape(mail.subject)}</title></head><body><h1>Vetshop</h1>${mail.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}</body></html>`,
  };
}
