import { DueSoonSection } from './pages/due-soon-section';
import { emptyCart, serverCart } from './support/api';
import { expect, expectAccessible, test } from './support/fixtures';

/*
 * Issue 23 §2: a clinic that reorders on a steady rhythm (its own copy of clinic@demo.test: three staples due
 * today, two not, one product bought at random) sees its due products on the dashboard, adds one with one click
 * and dismisses another; the signed-in home, in French, shows what is left.
 */
test('a clinic adds a due product to the cart and dismisses another; the home shows the rest', async ({
  page,
  header,
  notices,
  newCustomer,
  signIn,
}) => {
  const clinic = newCustomer('clinic');
  await emptyCart(clinic.login);
  await signIn(clinic, 'en', '/en/account');
  const due = new DueSoonSection(page);
  await expect(due.section.getByRole('heading', { name: 'Due for reorder' })).toBeVisible();
  await expect(due.items).toHaveCount(3);
  // The 4-weekly staple, last ordered 26 days before the demo data was made (today, or yesterday past midnight).
  const monthly = due.item(/Usually every 4 weeks, last ordered 2[67] days ago/);
  await expect(monthly).toHaveCount(1);
  await expectAccessible(page);

  const name = await due.nameOf(monthly);
  await due.add(monthly);
  await expect(notices.status.getByText(`Added to the cart: 1 × ${name}`)).toBeVisible();
  await expect(header.cartCount).toHaveText('1');
  await expect.poll(async () => (await serverCart(clinic.login))?.lines.length).toBe(1);

  const other = due.items.filter({ hasNotText: name }).first();
  const dismissed = await due.idOf(other);
  await due.dismiss(other);
  await expect(due.section.getByRole('status')).toContainText('Reminder dismissed');
  await expect(due.items).toHaveCount(2);
  const left = await due.ids();
  expect(left).not.toContain(dismissed);

  // The home, in French: the same two products (compared by variant id, their names are French there).
  await due.gotoHome('fr');
  await expect(due.section.getByRole('heading', { name: 'À commander à nouveau' })).toBeVisible();
  await expect(due.items).toHaveCount(2);
  expect((await due.ids()).sort()).toEqual([...left].sort());
});
