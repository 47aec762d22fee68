import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydration';

/**
 * Issue 18 §1: a page carries its own words only. The document holds the messages of its matched routes; a
 * client-side navigation fetches only the messages of routes the browser does not hold yet, and its data
 * carries no message at all.
 */
function messageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/i18n/')) urls.push(url.pathname + url.search);
  });
  return urls;
}

async function documentMessages(page: Page): Promise<{ r: string[]; m: Record<string, unknown> }> {
  const text = await page.locator('#vetshop-messages').textContent();
  return JSON.parse(text ?? '{}') as { r: string[]; m: Record<string, unknown> };
}

test.describe('page messages', () => {
  test("the home carries its routes' messages, not the staff workspace's nor the catalogue", async ({
    page,
  }) => {
    await page.goto('/fr/');
    await hydrated(page);
    const messages = await documentMessages(page);
    expect(messages.r).toEqual(['root', 'routes/locale-layout', 'routes/home']);
    const keys = Object.keys(messages.m);
    expect(keys).toContain('header.search.label');
    expect(keys.filter((k) => k.startsWith('staffContent.') || k.startsWith('profile.'))).toEqual([]);
    expect(keys.length).toBeLessThan(400);
  });

  test('a client-side navigation fetches a new route’s messages once, and its data none', async ({
    page,
  }) => {
    const fetched = messageRequests(page);
    const dataAnswers: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('.data')) dataAnswers.push(await response.text());
    });
    await page.goto('/fr/');
    await hydrated(page);
    expect(fetched).toEqual([]);

    await page.getByRole('link', { name: 'Contactez-nous' }).first().click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: false }).first()).toBeVisible();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/i18n\/[\w-]+\/fr\?routes=routes%2Fcontact$/);

    // Back home and to the contact page again: the browser holds both pages' messages now.
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched).toHaveLength(1);
    for (const answer of dataAnswers) expect(answer).not.toContain('Rechercher un produit');

    // Another language is a new document (the switch reloads it): its messages come with it.
    await page.getByRole('link', { name: 'NL', exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/contact$/);
    await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toHaveAccessibleName(
      'Een product zoeken',
    );
    expect(fetched).toHaveLength(1);
    expect((await documentMessages(page)).r).toEqual(['root', 'routes/locale-layout', 'routes/contact']);
  });
});
