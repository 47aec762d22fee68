import { mailOutbox } from '@vetshop/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMailSender,
  dispatchOutbox,
  enqueueMail,
  MAX_ATTEMPTS,
  renderMail,
  type MailSender,
} from '../src/modules/mail';
import { claimDue } from '../src/modules/mail/repository';
import { createTestApp, type TestApp } from './harness';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

/*
 * The outbox and its sender (issue 10 §4, decision 016) against a REAL SMTP server (smtp-server) whose
 * mails are parsed with mailparser. The clock is injected: `at(minutes)` is a fixed start plus minutes.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let sender: MailSender;
const start = new Date(Date.now() + 60_000);
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_STOREFRONT_URL: 'https://shop.example.test', MAIL_FROM: 'Vetshop <shop@example.test>' },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // The demo seed's outbox rows are not this test's: each test starts with an empty outbox.
  await t.db.delete(mailOutbox);
});
afterEach(async () => {
  sender?.close();
  await smtp?.close();
});

async function useSmtp(opts: Parameters<typeof startTestSmtpServer>[0] = {}) {
  smtp = await startTestSmtpServer(opts);
  sender = createMailSender({ smtpUrl: smtp.url, mailFrom: t.ctx.config.mailFrom });
}

function mail(to: string, subject: string) {
  const rendered = renderMail({
    locale: 'fr',
    subject,
    heading: subject,
    paragraphs: ['Bonjour <vous>,', 'Votre devis est prêt.'],
    action: { label: 'Voir', url: 'https://shop.example.test/fr/account/quotations/1' },
  });
  return { kind: 'lead' as const, to, locale: 'fr' as const, ...rendered };
}

const dispatch = (minutes: number, batch = 20) =>
  dispatchOutbox(t.ctx, sender, { batch, now: () => at(minutes) });

async function row(id: number) {
  const [r] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return r!;
}

describe('mail outbox sender', () => {
  it('never sends a mail whose transaction rolled back', async () => {
    await useSmtp();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rollback@example.test', 'Rolled back'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await dispatch(0)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a committed mail once, with subject, text, html, to, from and a stable Message-ID', async () => {
    await useSmtp();
    const id = await t.db.transaction((tx) =>
      enqueueMail(tx, mail('buyer@example.test', 'Votre devis est prêt')),
    );
    expect(id).not.toBeNull();
    expect(await dispatch(0)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await dispatch(1)).toEqual({ sent: 0, retried: 0, failed: 0 });
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got.subject).toBe('Votre devis est prêt');
    expect(got.text).toContain('Votre devis est prêt.');
    expect(got.html).toContain('Bonjour &lt;vous&gt;,');
    expect(got.to && !Array.isArray(got.to) ? got.to.value[0]?.address : null).toBe('buyer@example.test');
    expect(got.from?.value[0]?.address).toBe('shop@example.test');
    expect(got.messageId).toBe(`<outbox-${id}@shop.example.test>`);
    const r = await row(id!);
    expect(r.state).toBe('sent');
    expect(r.sentAt?.getTime()).toBe(at(0).getTime());
    expect(r.messageId).toBe(`<outbox-${id}@shop.example.test>`);
  });

  it('two dispatchers running at once send each mail once', async () => {
    await useSmtp();
    for (let i = 0; i < 12; i++) await enqueueMail(t.db, mail(`many${i}@example.test`, `Mail ${i}`));
    const other = createMailSender({ smtpUrl: smtp.url, mailFrom: t.ctx.config.mailFrom });
    try {
      const drain = async (s: MailSender) => {
        let total = 0;
        for (;;) {
          const r = await dispatchOutbox(t.ctx, s, { batch: 3, now: () => at(0) });
          total += r.sent;
          if (r.sent === 0) return total;
        }
      };
      const [a, b] = await Promise.all([drain(sender), drain(other)]);
      expect(a + b).toBe(12);
    } finally {
      other.close();
    }
    await smtp.waitFor(12);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(new Set(subjects).size).toBe(12);
    expect(subjects).toHaveLength(12);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
  });

  it('an SMTP refusal counts an attempt, keeps the error, retries later with back-off, and fails after 5 attempts', async () => {
    await useSmtp({ rejectRecipient: (address) => address.startsWith('refused') });
    const id = (await enqueueMail(t.db, mail('refused@example.test', 'Refused')))!;
    expect(await dispatch(0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let r = await row(id);
    expect(r.state).toBe('pending');
    expect(r.attempts).toBe(1);
    expect(r.lastError).toMatch(/550|unavailable/i);
    expect(r.sendAfter.getTime()).toBe(at(1).getTime());
    // Not due yet: nothing is tried before the back-off.
    expect(await dispatch(0.5)).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Back-offs of 1, 5, 30 and 120 minutes after the 1st to 4th failure.
    expect(await dispatch(1)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(id)).sendAfter.getTime()).toBe(at(6).getTime());
    expect(await dispatch(6)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(id)).sendAfter.getTime()).toBe(at(36).getTime());
    expect(await dispatch(36)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(id)).sendAfter.getTime()).toBe(at(156).getTime());
    expect(await dispatch(156)).toEqual({ sent: 0, retried: 0, failed: 1 });
    r = await row(id);
    expect(r.state).toBe('failed');
    expect(r.attempts).toBe(MAX_ATTEMPTS);
    expect(r.lastError).toMatch(/550|unavailable/i);
    expect(await dispatch(10_000)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('a mail whose sender died mid-send (left sending) is sent again after its lease, with the same Message-ID', async () => {
    await useSmtp();
    const id = (await enqueueMail(t.db, mail('stuck@example.test', 'Stuck')))!;
    // A process claims it, then dies before sending or marking it.
    const [claimed] = await claimDue(t.db, {
      now: at(0),
      limit: 10,
      leaseUntil: at(2),
      messageHost: 'shop.example.test',
    });
    expect(claimed?.id).toBe(id);
    expect((await row(id)).state).toBe('sending');
    // While its lease runs, nobody else takes it.
    expect(await dispatch(1)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await dispatch(2.5)).toEqual({ sent: 1, retried: 0, failed: 0 });
    await smtp.waitFor(1);
    expect(smtp.received[0]!.messageId).toBe(claimed!.messageId);
    expect(smtp.received[0]!.messageId).toBe(`<outbox-${id}@shop.example.test>`);
    expect((await row(id)).state).toBe('sent');
  });

  it('sends the due mails oldest first and leaves later ones for the next batch', async () => {
    await useSmtp();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await enqueueMail(t.db, mail(`order${i}@example.test`, `Order ${i}`)))!);
    expect(await dispatch(0, 2)).toEqual({ sent: 2, retried: 0, failed: 0 });
    const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent', 'pending']);
  });
});
