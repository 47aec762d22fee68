import { mailOutbox } from '@vetshop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/modules/mail';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = {
  // Any kind the outbox takes (contract MAIL_KINDS): these tests are about the outbox, not the mail.
  kind: 'lead' as const,
  to: 'dedupe@example.test',
  locale: 'en' as const,
  subject: 'S',
  text: 'T',
  html: '<p>T</p>',
};

describe('enqueueMail', () => {
  it('puts a mail once per dedupe key: a second enqueue with the same key is ignored', async () => {
    const first = await enqueueMail(t.db, { ...base, dedupeKey: 'promo-end:test:1' });
    const second = await t.db.transaction((tx) =>
      enqueueMail(tx, { ...base, subject: 'S2', dedupeKey: 'promo-end:test:1' }),
    );
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'promo-end:test:1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('S');
  });

  it('keeps every mail without a key, and the record it is about', async () => {
    const a = await enqueueMail(t.db, { ...base, record: { type: 'quotation', id: 7 } });
    const b = await enqueueMail(t.db, { ...base, record: { type: 'quotation', id: 7 } });
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a).not.toBe(b);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, a!));
    expect(row).toMatchObject({
      recordType: 'quotation',
      recordId: 7,
      state: 'pending',
      attempts: 0,
      locale: 'en',
    });
  });
});
