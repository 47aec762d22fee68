import { backofficeSession, emptyCart, serverCart, variantIdBySku } from './support/api';
import { BACKOFFICE_URL } from './support/ports';
import { DEMO, euros, expect, expectAccessible, login, test } from './support/fixtures';

test.describe('catalogue journeys', () => {
  test('(a) a guest browses a category in French and switches to Dutch on a product: same product', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Médicaments' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Médicaments');
    await expectAccessible(page);
    // Down the tree until the category lists products.
    for (let depth = 0; depth < 3 && (await page.locator('article.product-card').count()) === 0; depth++) {
      await page.getByRole('navigation', { name: 'Sous-catégories' }).getByRole('link').first().click();
      await page.waitForLoadState('networkidle');
    }
    const card = page.locator('article.product-card').first();
    const frName = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frName);
    await expect(page).toHaveURL(/\/fr\/p\//);
    const sku = (await page.locator('dt:has-text("Référence") + dd').first().textContent())!.trim();
    await expect(page.getByText('Connectez-vous pour voir vos prix')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'NL' }).click();
    await expect(page).toHaveURL(/\/nl\/p\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('dt:has-text("Referentie") + dd').first()).toHaveText(sku);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(frName);
  });

  test('(b) a vet searches an active principle with a typo, filters, sorts by net price, sees the vet price and adds 3', async ({
    page,
  }) => {
    await emptyCart(DEMO.vet);
    await login(page, DEMO.vet);
    const box = page.getByRole('combobox', { name: 'Rechercher un produit' });
    await box.fill('amoxiciline');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fr\/search\?q=amoxiciline/);
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: /^Chien/ }).check();
    await expect(page).toHaveURL(/species=dog/);
    await page.getByLabel('Trier par').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = await page.locator('article.product-card .price').allTextContents();
    const values = prices.map(euros);
    expect(values.length).toBeGreaterThan(1);
    expect([...values].sort((x, y) => x - y)).toEqual(values);

    await page.locator('article.product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fr\/p\//);
    const sku = (await page.locator('dt:has-text("Référence") + dd').first().textContent())!.trim();
    // The price shown is the vet's own price, as the back office computes it for a vet.
    const token = await backofficeSession(DEMO.vet);
    const id = await variantIdBySku(sku);
    const variant = (await (
      await fetch(`${BACKOFFICE_URL}/search/variants/by-ids?ids=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { price: { value: number } }[] };
    const vetNet = variant.items[0]!.price.value;
    await expect(page.getByTestId('product-prices').getByText('Prix net HT')).toBeVisible();
    expect(
      euros((await page.getByTestId('product-prices').locator('.price-row-net .price').textContent())!),
    ).toBe(vetNet);
    await expectAccessible(page);

    await page.getByLabel('Quantité').fill('3');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').getByText(/Ajouté au panier : 3 ×/)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect
      .poll(async () => (await serverCart(DEMO.vet))?.lines.find((l) => l.product_id === id)?.qty)
      .toBe(3);
  });

  test('(f) a pharmacist and a vet see different prices for the same product', async ({ browser }) => {
    const prices: Record<string, string> = {};
    for (const who of [DEMO.vet, DEMO.pharma]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page, who);
      await page.goto('/fr/search?q=VS-000001-1');
      await expect(page).toHaveURL(/\/fr\/p\//);
      prices[who] = (await page
        .getByTestId('product-prices')
        .locator('.price-row-net .price')
        .textContent())!.trim();
      await context.close();
    }
    expect(euros(prices[DEMO.vet]!)).toBe(11.52);
    expect(euros(prices[DEMO.pharma]!)).toBe(13.2);
  });

  test('the autocomplete is operated with the keyboard alone: arrows, Enter, Escape', async ({ page }) => {
    await login(page, DEMO.vet);
    const box = page.getByRole('combobox', { name: 'Rechercher un produit' });
    await box.focus();
    await page.keyboard.type('amoxi');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
    // Back into the list, down to the first product, and Enter opens it.
    const answered = page.waitForResponse((r) => r.url().includes('/api/autocomplete?q=amoxic&'));
    await page.keyboard.type('c');
    const { products } = (await (await answered).json()) as { products: { name: string }[] };
    const productName = products[0]!.name;
    // The list shows this answer: its first product option is that product.
    const product = list
      .getByRole('option')
      .filter({ has: page.locator('img, .combobox-noimage') })
      .first();
    await expect(product).toContainText(productName);
    const productId = (await product.getAttribute('id'))!;
    for (let i = 0; i < 20 && (await box.getAttribute('aria-activedescendant')) !== productId; i++)
      await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', productId);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/p\//);
    // The option shows the product's name first (then its price): the page opened is that product's.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(productName.slice(0, 12));
  });

  test('a guest never sees a price, on search results and product pages', async ({ page }) => {
    await page.goto('/fr/search?q=amoxicilline');
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await expect(page.locator('article.product-card .price')).toHaveCount(0);
  });
});
