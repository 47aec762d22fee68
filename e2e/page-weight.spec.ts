import { gzipSync } from 'node:zlib';
import { hasRule, PageStyles, staffRules } from './pages/page-styles';
import { STAFF_LOGIN } from './pages/staff-workspace';
import { expect, pagesOf, test } from './support/fixtures';
import { hydrated } from './support/hydration';

/**
 * Issue 18 §2: every page linked 28 stylesheets, the staff workspace's among them. Now a page links at most 3
 * (the shared one, its layout's, its own), a buyer's or a guest's never carries the staff workspace's rules, and
 * each still has the rules of what it shows.
 */
const MAX_SHEETS = 3;

test.describe('page weight: a page links its own styles only', () => {
  test("a guest's pages link at most 3 stylesheets, none of the staff workspace's", async ({ page }) => {
    const styles = new PageStyles(page);
    // Each page with a class it shows: its own rules are among its sheets.
    const pages: [string, string][] = [
      ['/fr', 'home-hero'],
      ['/fr/c/medicaments-1', 'product-card'],
      ['/fr/search?q=chien', 'listing'],
      ['/fr/page/qui-sommes-nous', 'content-page'],
      ['/fr/contact', 'contact-section'],
      ['/fr/login', 'login-forgot'],
    ];
    for (const [path, own] of pages) {
      const sheets = await styles.served(path);
      expect(sheets.length, `${path}: ${sheets.map((s) => s.href).join(' ')}`).toBeLessThanOrEqual(
        MAX_SHEETS,
      );
      expect(staffRules(sheets), path).toEqual([]);
      expect(hasRule(sheets, own), `${path} has the .${own} rules`).toBe(true);
      // The one sheet every page shares comes first: the header's and the footer's rules.
      expect(hasRule(sheets.slice(0, 1), 'site-header'), path).toBe(true);
    }
  });

  test("a buyer's pages link at most 3 stylesheets, none of the staff workspace's", async ({
    page,
    customer,
    signIn,
  }) => {
    await signIn(customer);
    const styles = new PageStyles(page);
    const pages: [string, string][] = [
      ['/fr', 'product-card'],
      ['/fr/cart', 'cart-layout'],
      ['/fr/account', 'dashboard-card'],
      ['/fr/account/sales', 'sales-filters'],
      ['/fr/account/quotations', 'quotations-table'],
      ['/fr/account/profile', 'profile-card'],
    ];
    for (const [path, own] of pages) {
      const sheets = await styles.served(path);
      expect(sheets.length, `${path}: ${sheets.map((s) => s.href).join(' ')}`).toBeLessThanOrEqual(
        MAX_SHEETS,
      );
      expect(staffRules(sheets), path).toEqual([]);
      expect(hasRule(sheets, own), `${path} has the .${own} rules`).toBe(true);
    }
    // The staff workspace answers a buyer 404: that page is a buyer's too.
    expect(staffRules(await styles.served('/fr/staff/mails', 404))).toEqual([]);
  });

  test("staff pages link at most 3 stylesheets, the workspace's among them", async ({ page }) => {
    await pagesOf(page).loginPage.signIn(STAFF_LOGIN, 'fr', '/fr/staff');
    const styles = new PageStyles(page);
    const pages: [string, string][] = [
      ['/fr/staff', 'staff-queues'],
      ['/fr/staff/mails', 'staff-mails-table'],
      ['/fr/staff/registrations', 'staff-registrations-email'],
    ];
    for (const [path, own] of pages) {
      const sheets = await styles.served(path);
      expect(sheets.length, `${path}: ${sheets.map((s) => s.href).join(' ')}`).toBeLessThanOrEqual(
        MAX_SHEETS,
      );
      expect(hasRule(sheets, own), `${path} has the .${own} rules`).toBe(true);
    }
  });

  test("a client-side navigation swaps the page's sheet: still at most 3, the new page's rules applied", async ({
    page,
    header,
  }) => {
    const styles = new PageStyles(page);
    await page.goto('/fr');
    await hydrated(page);
    const before = (await styles.onScreen()).map((s) => s.href);
    await header.openCategory('Médicaments');
    const after = await styles.onScreen();
    expect(after.length).toBeLessThanOrEqual(MAX_SHEETS);
    expect(after.map((s) => s.href)).not.toEqual(before);
    expect(hasRule(after, 'product-card')).toBe(true);
    // The listing's rules are in effect, not merely linked: its product grid lays the cards out.
    await expect(page.locator('.product-grid').first()).toHaveCSS('display', 'grid');
  });
});

/**
 * Issue 18: the guest product page's first JavaScript (the module scripts and preloads its document names, as
 * bench/storefront.ts counts them) was 131.9 KB gzip, with 106.5 KB of it the framework alone (bench/floor). What
 * only some visitors use comes later: the search box's behaviour on its first use, the signed-in buyer's purchase
 * box and stats for them only, the sign-out confirmation when it is shown. Issue 20 added what the page shows: the
 * variant choice (its rule runs in the loader, only the links come to the browser) and the similar products, about
 * 0.3 KB: the limit moved from 127 to 128 KB on purpose (the goal, 120 KB, is still missed: bench/RESULTS.md).
 * Issue 23 put two entries in the header every page shows, the Scan button (its dialog, camera code and barcode
 * reader come on the first click) and the Quick order link: 128.0 → 128.6 KB (bench/js-breakdown.ts: the header
 * and urls.ts +0.2 KB, the button +0.2 KB, and +0.2 KB of the domain's enums.ts, which is kept whole in the frame
 * chunk because the new lazy routes import more of its lists). The limit moved to 129 KB on purpose.
 */
test.describe("page weight: a guest product page's first JavaScript", () => {
  const MAX_KB = 129;
  const LATER = /\/assets\/(search-behaviour|signed-in-purchase|product-stats|sign-out-confirmation)-/;

  test(`at most ${MAX_KB} KB gzip, without the parts that come on use or for signed-in buyers`, async ({
    page,
  }) => {
    const res = await page.request.get('/fr/search?q=VS-000001-1');
    expect(res.url()).toMatch(/\/fr\/p\//);
    const html = await res.text();
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) scripts.add(m[1]!);
    for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]!);
    for (const m of html.matchAll(/(?:import\(|from\s*)"([^"]+\.js)"/g)) scripts.add(m[1]!);
    expect(scripts.size).toBeGreaterThan(2);
    expect([...scripts].filter((s) => LATER.test(s))).toEqual([]);
    let gzip = 0;
    for (const src of scripts) {
      const body = await (await page.request.get(src)).body();
      gzip += gzipSync(body, { level: 6 }).length;
    }
    expect(gzip / 1024, [...scripts].join(' ')).toBeLessThanOrEqual(MAX_KB);
  });
});
