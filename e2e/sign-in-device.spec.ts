import { DEMO, expect, test } from './support/fixtures';
import { BACKOFFICE_URL, STOREFRONT_URL } from './support/ports';
import { E2E_TRUSTED_PROXY_SECRET } from './support/servers';

/**
 * Issue 17 §3, decision 020: the back office's device cookie travels between the browser and the back office
 * through the storefront. A browser that signed in before keeps it (also after signing out) and hands it back at
 * its next sign-in; that is what lets its owner in while someone else's failures keep other browsers out.
 */
const DEVICE = 'vetshop_device';

/** A sign-in straight to the back office, as the storefront relays one for a buyer at `address`. */
function signInAt(login: string, password: string, address: string, device?: string): Promise<Response> {
  return fetch(`${BACKOFFICE_URL}/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Vetshop-Proxy-Secret': E2E_TRUSTED_PROXY_SECRET,
      'X-Vetshop-Client-Address': address,
      ...(device ? { Cookie: `${DEVICE}=${device}` } : {}),
    },
    body: JSON.stringify({ login, password }),
  });
}

test('the shop keeps the device cookie of a sign-in for the browser, through sign-out, and hands it back at the next sign-in', async ({
  page,
  context,
  loginPage,
  logoutPage,
  newCustomer,
}) => {
  const student = newCustomer('student');
  const deviceCookie = async () =>
    (await context.cookies(STOREFRONT_URL)).find((c) => c.name === DEVICE) ?? null;

  await loginPage.signIn(student.login);
  const first = await deviceCookie();
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Kept for weeks, not for the browser session.
  expect(first!.expires).toBeGreaterThan(Date.now() / 1000 + 30 * 24 * 3600);

  await logoutPage.goto();
  await logoutPage.confirm();
  await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
  expect((await deviceCookie())?.value).toBe(first!.value);

  // The next sign-in hands it to the back office, which spends it and gives a new one.
  await loginPage.signIn(student.login);
  const second = await deviceCookie();
  expect(second!.value).not.toBe(first!.value);

  // Seen from the back office: a stranger's five wrong guesses from one address refuse that address (429)…
  // An address of this test's own (the back office counts failures per address): another test running at the same
  // time, or a repeat of this one on the same database, is not refused because of these guesses.
  const stranger = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  for (let i = 0; i < 5; i++)
    expect((await signInAt(student.login, `guess-${i}`, stranger)).status).toBe(403);
  // …and the first cookie, handed back by the shop at the second sign-in, is spent: it proves nothing there,
  expect((await signInAt(student.login, DEMO.password, stranger, first!.value)).status).toBe(429);
  // while the one the browser holds now is the back office's and lets its owner in even from that address.
  expect((await signInAt(student.login, DEMO.password, stranger, second!.value)).status).toBe(200);
});
