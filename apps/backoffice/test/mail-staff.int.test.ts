import type { StaffMailDetail, StaffMailList } from '@vetshop/contract';
import { mailOutbox } from '@vetshop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/modules/mail';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 10 §5: the staff workspace's mail outbox (`/staff/mails`): the list (state and kind filters, pages,
 * newest first, counts per state), one mail with its history, and the resend of a sent or failed mail —
 * recorded as a staff action. Staff accounts only.
 */
let t: TestApp;
let vet: string;
let staff: string;
const ids: Record<'pending' | 'sent' | 'failed' | 'sending', number> = {
  pending: 0,
  sent: 0,
  failed: 0,
  sending: 0,
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2030-03-01T09:00:00Z') });
  vet = await login(t.app, 'vet@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  await t.db.delete(mailOutbox);
  const base = { to: 'buyer@example.test', locale: 'fr' as const, text: 'Bonjour', html: '<p>Bonjour</p>' };
  for (const state of ['pending', 'sent', 'failed', 'sending'] as const) {
    const id = (await enqueueMail(t.db, {
      ...base,
      kind: state === 'failed' ? 'promo_end' : 'quotation_ready',
      subject: `Mail ${state}`,
      record: { type: 'quotation', id: 42 },
    }))!;
    await t.db
      .update(mailOutbox)
      .set({
        state,
        attempts: state === 'failed' ? 5 : 0,
        lastError: state === 'failed' ? '550 Mailbox unavailable' : null,
        sentAt: state === 'sent' ? new Date('2030-02-28T10:00:00Z') : null,
        messageId: state === 'sent' ? `<outbox-${id}@shop.test>` : null,
      })
      .where(eq(mailOutbox.id, id));
    ids[state] = id;
  }
});
afterAll(() => t.close());

const get = (url: string, cookie = staff, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const resend = (id: number, cookie = staff, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: `/staff/mails/${id}/resend`,
    headers: { cookie, 'accept-language': lang },
  });

describe('GET /staff/mails', () => {
  it('lists the outbox newest first with the count in each state', async () => {
    const res = await get('/staff/mails');
    expect(res.statusCode).toBe(200);
    const body = res.json<StaffMailList>();
    expect(body.count).toBe(4);
    expect(body.counts).toEqual({ pending: 1, sending: 1, sent: 1, failed: 1 });
    expect(body.kinds).toEqual(['promo_end', 'quotation_ready']);
    expect(body.items.map((m) => m.id)).toEqual([ids.sending, ids.failed, ids.sent, ids.pending]);
    const failed = body.items.find((m) => m.id === ids.failed)!;
    expect(failed).toMatchObject({
      kind: 'promo_end',
      to: 'buyer@example.test',
      subject: 'Mail failed',
      state: 'failed',
      attempts: 5,
      last_error: '550 Mailbox unavailable',
      record: { type: 'quotation', id: 42 },
    });
  });

  it('filters by state and by kind, and pages', async () => {
    const failed = (await get('/staff/mails?state=failed')).json<StaffMailList>();
    expect(failed.items.map((m) => m.id)).toEqual([ids.failed]);
    expect(failed.count).toBe(1);
    expect(failed.counts.pending).toBe(1);
    const kind = (await get('/staff/mails?kind=quotation_ready')).json<StaffMailList>();
    expect(kind.count).toBe(3);
    expect(kind.counts).toEqual({ pending: 1, sending: 1, sent: 1, failed: 0 });
    const page2 = (await get('/staff/mails?page=2&page_size=3')).json<StaffMailList>();
    expect(page2.count).toBe(4);
    expect(page2.items.map((m) => m.id)).toEqual([ids.pending]);
  });

  it('refuses a bad filter with a localised 400', async () => {
    for (const query of ['state=lost', 'page=0', 'page_size=1000', 'kind=%3Cscript%3E']) {
      const res = await get(`/staff/mails?${query}`, staff, 'nl');
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: 'validation_failed',
        message: 'De verzonden gegevens zijn ongeldig.',
      });
    }
  });

  it('is for staff only: 401 without a session, 403 for a buyer', async () => {
    expect((await get('/staff/mails', '')).statusCode).toBe(401);
    expect((await get('/staff/mails', vet)).statusCode).toBe(403);
    expect((await get(`/staff/mails/${ids.sent}`, vet)).statusCode).toBe(403);
    expect((await resend(ids.sent, vet)).statusCode).toBe(403);
  });
});

describe('GET /staff/mails/{id}', () => {
  it('shows the whole mail', async () => {
    const res = await get(`/staff/mails/${ids.sent}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffMailDetail>()).toMatchObject({
      id: ids.sent,
      subject: 'Mail sent',
      text: 'Bonjour',
      html: '<p>Bonjour</p>',
      state: 'sent',
      sent_at: '2030-02-28T10:00:00.000Z',
      message_id: `<outbox-${ids.sent}@shop.test>`,
      history: [],
    });
  });

  it('answers 404 for a mail that does not exist, in the caller language', async () => {
    const res = await get('/staff/mails/999999', staff, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      message: 'The page you are trying to reach is not available.',
    });
    expect((await get('/staff/mails/abc')).statusCode).toBe(400);
  });
});

describe('POST /staff/mails/{id}/resend', () => {
  it('puts a failed mail back in the queue with attempts 0 and records who did it', async () => {
    const res = await resend(ids.failed);
    expect(res.statusCode).toBe(200);
    const body = res.json<StaffMailDetail>();
    expect(body).toMatchObject({
      state: 'pending',
      attempts: 0,
      last_error: null,
      send_after: '2030-03-01T09:00:00.000Z',
    });
    expect(body.history).toEqual([
      {
        action: 'resend',
        by: 'staff@demo.test',
        at: expect.any(String),
        detail: { previous_state: 'failed', attempts: 5, last_error: '550 Mailbox unavailable' },
      },
    ]);
    // The history stays on the mail.
    expect((await get(`/staff/mails/${ids.failed}`)).json<StaffMailDetail>().history).toHaveLength(1);
  });

  it('sends a sent mail again under a new Message-ID (the first one would be taken for a duplicate)', async () => {
    const res = await resend(ids.sent);
    expect(res.statusCode).toBe(200);
    const body = res.json<StaffMailDetail>();
    expect(body.state).toBe('pending');
    expect(body.sent_at).toBeNull();
    expect(body.message_id).not.toBe(`<outbox-${ids.sent}@shop.test>`);
    expect(body.message_id).toMatch(new RegExp(`^<outbox-${ids.sent}\\.\\d+@`));
  });

  it('refuses a mail already pending or being sent with a localised 409, and changes nothing', async () => {
    for (const id of [ids.pending, ids.sending]) {
      const res = await resend(id, staff, 'fr');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'mail_not_resendable',
        message: 'Cet e-mail est déjà en attente d’envoi : il ne peut pas être renvoyé maintenant.',
      });
      expect((await get(`/staff/mails/${id}`)).json<StaffMailDetail>().history).toEqual([]);
    }
    expect((await resend(999999)).statusCode).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('lists the staff mail calls with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: unknown[]; responses: Record<string, unknown> }>>;
    }>();
    expect(doc.paths['/staff/mails']?.get?.parameters?.length).toBeGreaterThan(0);
    expect(doc.paths['/staff/mails/{id}']?.get?.responses['200']).toBeDefined();
    expect(doc.paths['/staff/mails/{id}/resend']?.post?.responses['409']).toBeDefined();
  });
});
