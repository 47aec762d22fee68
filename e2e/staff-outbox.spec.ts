import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { StaffOutboxPage } from './pages/staff-outbox-page';
import { expect, expectAccessible, hydrated, signInAs, test } from './support/fixtures';
import { recipientOf, waitForMail } from './support/mail';

/*
 * Issue 10 §4–5: the staff's mail outbox. The demo's failed mail (to compta@clinique-des-tilleuls.example, five
 * refused attempts; packages/demo-data generator/outbox.ts) is this journey's own: the staff opens it, sends it
 * again, and it reaches the run's SMTP sink (e2e/support/mail-sink.mjs) with the same subject, then shows as sent
 * with the resend in its history. A buyer never reaches the outbox.
 */
const FAILED_TO = 'compta@clinique-des-tilleuls.example';
const FAILED_SUBJECT = 'Uw offerte DEMO-Q-0003 is klaar';

/**
 * As expectAccessible, for the mail's page: axe cannot run inside the mail's frame (sandbox="" forbids every
 * script, so axe waits for it forever), and what the frame shows is the mail as sent, not the shop's page.
 */
async function expectAccessibleOutsideMailFrame(page: Page): Promise<void> {
  await hydrated(page);
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="staff-mail-html"]')
    .options({ iframes: false })
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test('staff resend a failed mail from the outbox, it arrives at the SMTP server and shows as sent', async ({
  page,
}) => {
  const outbox = new StaffOutboxPage(page);
  await outbox.signInAsStaff('fr');
  await expect(outbox.heading).toHaveText('E-mails envoyés');
  await expect(outbox.stateFilter.getByRole('link', { name: /^Tous \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);

  // Filter on failed mails: the demo's failed mail with its attempts and last SMTP error.
  await outbox.stateFilter.getByRole('link', { name: /^En échec/ }).click();
  await expect(page).toHaveURL(/\/fr\/staff\/mails\?state=failed$/);
  // The list of every state shows this row too: the filtered list is on screen once its filter is the current one.
  await expect(outbox.stateFilter.getByRole('link', { name: /^En échec/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = outbox.row(FAILED_TO);
  await expect(row).toContainText(FAILED_SUBJECT);
  await expect(row).toContainText('En échec');
  await expect(row).toContainText('550 5.1.1');
  await expectAccessible(page);

  // The mail: headers, text version, the HTML in a sandboxed frame, no history yet.
  await outbox.open(FAILED_TO);
  await expect(outbox.heading).toHaveText(/^E-mail n° \d+$/);
  await expect(outbox.to).toHaveText(FAILED_TO);
  await expect(outbox.subject).toHaveText(FAILED_SUBJECT);
  await expect(outbox.state).toHaveText('En échec');
  await expect(outbox.textBody).toContainText('Ons verkoopteam heeft uw offerte DEMO-Q-0003 vervolledigd.');
  await expect(outbox.htmlFrame).toHaveAttribute('sandbox', '');
  await expect(outbox.htmlFrame.contentFrame().getByText('Ons verkoopteam heeft uw offerte')).toBeVisible();
  // As the recipient sees it: the mail's inline styles apply in the frame (its own CSP allows them, nothing else).
  const body = outbox.htmlFrame.contentFrame().locator('body');
  await expect(body).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(outbox.history).toHaveCount(0);
  await expectAccessibleOutsideMailFrame(page);

  // Send it again: back in the queue, then delivered by the back office's sender to the run's SMTP sink.
  const resentAt = Date.now();
  await outbox.resendButton.click();
  await expect(outbox.outcome).toHaveText('L’e-mail a été remis dans la file d’envoi.');
  await expect(outbox.history).toHaveCount(1);
  await expect(outbox.history.first()).toContainText('staff@demo.test');
  await expect(outbox.history.first()).toContainText('renvoi (état précédent : En échec)');
  const mail = await waitForMail((m) => recipientOf(m) === FAILED_TO && m.subject === FAILED_SUBJECT);
  expect(mail.text).toContain('Ons verkoopteam heeft uw offerte DEMO-Q-0003 vervolledigd.');
  expect(mail.messageId).toMatch(/^<outbox-\d+\.\d+@127\.0\.0\.1>$/);
  expect(Date.now() - resentAt).toBeLessThan(15_000);

  await expect(async () => {
    await page.reload();
    await expect(outbox.state).toHaveText('Envoyé', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(outbox.resendButton).toBeVisible();
  await expect(outbox.history).toHaveCount(1);
  await expectAccessibleOutsideMailFrame(page);

  // The same page in English.
  await page.goto(page.url().replace('/fr/', '/en/'));
  await expect(outbox.heading).toHaveText(/^Email no\. \d+$/);
  await expect(outbox.state).toHaveText('Sent');
  await expect(outbox.history.first()).toContainText('sent again (previous state: Failed)');
});

test('a buyer gets a 404 on the staff outbox, never the list', async ({ browser, customer }) => {
  const page = await (await browser.newContext({ locale: 'fr-BE' })).newPage();
  await signInAs(page, customer, 'fr', '/fr/account');
  for (const path of ['/fr/staff/mails', '/fr/staff/mails/1']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    expect(res?.headers()['cache-control'], path).toContain('no-store');
    await expect(page.getByTestId('staff-mail')).toHaveCount(0);
    await expect(page.getByTestId('staff-mail-subject')).toHaveCount(0);
  }
  await expectAccessible(page);
});
