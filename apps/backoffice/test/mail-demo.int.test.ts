import type { StaffMailList } from '@vetshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/** Issue 10 §4–5: `npm start`'s demo data puts a sent, a pending and a failed mail in the staff's outbox. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo outbox', () => {
  it('shows one demo mail in each end state to the staff', async () => {
    const staff = await login(t.app, 'staff@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff/mails?page_size=100',
      headers: { cookie: staff },
    });
    const demo = res
      .json<StaffMailList>()
      .items.filter((m) => m.subject.includes('DEMO-Q-'))
      .map((m) => ({ state: m.state, to: m.to, attempts: m.attempts, error: m.last_error !== null }))
      .sort((a, b) => a.state.localeCompare(b.state));
    expect(demo).toEqual([
      { state: 'failed', to: 'compta@clinique-des-tilleuls.example', attempts: 5, error: true },
      { state: 'pending', to: 'sales@vetshop.test', attempts: 0, error: false },
      { state: 'sent', to: 'vet@demo.test', attempts: 1, error: false },
    ]);
  });
});
