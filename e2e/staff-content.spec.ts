import { StaffContentPage } from './pages/staff-content-page';
import { expect, expectAccessible, STAFF, test, visit } from './support/fixtures';

/*
 * Issue 11 §2 (part 5): staff write content in the workspace. staff@demo.test writes a news item in French, Dutch
 * and English with an image (the news item's, and one inserted in the text from the editor's dialog), types a
 * script into the HTML, previews it (what buyers will see: no script), publishes it; a vet finds it on the
 * signed-in home in French and in Dutch, and its page has no script. The titles and codes carry the test's own
 * time (taken in each test, not once per file: a file run again in the same worker, as --repeat-each does, makes
 * new ones): no other journey reads or changes what these tests make.
 */
const runOf = () => Date.now().toString(36);
const titlesOf = (run: string) =>
  ({
    fr: `Nouveau vaccin contre la leptospirose ${run}`,
    nl: `Nieuw vaccin tegen leptospirose ${run}`,
    en: `New leptospirosis vaccine ${run}`,
  }) as const;
const SCRIPT = '<script>window.__staffContentScript = 1</script>';

/** A 1×1 PNG: an image by its bytes (the back office sniffs uploads, never trusts the name or type). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('staff publish a news item in three languages and it shows on the signed-in home', async ({
  browser,
  customer,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const run = runOf();
  const titles = titlesOf(run);
  const staffPage = await signedInPage(STAFF, '/fr/staff');
  const content = new StaffContentPage(staffPage);

  // The workspace's entry, the lists per kind.
  await content.nav.getByRole('link', { name: 'Contenus' }).click();
  await expect(content.heading).toHaveText('Contenus');
  const news = await content.showKind('Actualités');
  await expect(news).toHaveAttribute('aria-current', 'page');
  await expectAccessible(staffPage);

  // A new news item: the slug follows the title; the meta description counts down from 255.
  await content.newRecord('Nouvelle actualité');
  await expect(content.heading).toHaveText('Actualités : nouveau');
  await expect(content.toolbar('fr')).toBeVisible();
  await expectAccessible(staffPage);
  for (const lang of ['fr', 'nl', 'en'] as const) {
    await content.title(lang).fill(titles[lang]);
    await expect(content.slug(lang)).not.toHaveValue('');
    await content.foreword(lang).fill(`${titles[lang]} — ${lang}`);
    await content.typeContent(lang, `Texte ${lang} ${run}.`);
  }
  await expect(content.slug('fr')).toHaveValue(`nouveau-vaccin-contre-la-leptospirose-${run}`);
  await content.metaDescription('fr').fill('Disponible dès maintenant.');
  await expect(content.metaCounter('fr')).toHaveText('229 caractères restants');

  // An image in the text, uploaded from the editor's dialog; the news item's own image with the save.
  await content.insertImage('fr', image('vaccin.png'), 'Flacon de vaccin');
  await expect(content.contentArea('fr').locator('img[alt="Flacon de vaccin"]')).toHaveAttribute(
    'src',
    /^\/cms\/files\/[A-Za-z0-9_-]+$/,
  );
  await content.fileField(/^Image$/).setInputFiles(image('photo.png'));

  // A script typed into the HTML: the preview shows what buyers will see — the text, the image, no script.
  await content.appendHtml('fr', SCRIPT);
  await expect(content.contentSource('fr')).toHaveValue(/<script>/);
  const preview = await content.preview('fr');
  await expect(preview).toContainText(`Texte fr ${run}.`);
  await expect(preview.locator('img[alt="Flacon de vaccin"]')).toHaveCount(1);
  expect(await preview.innerHTML()).not.toContain('script');
  // Decision 019: the draft's image shows in staff's preview (the shop forwards the staff session) and is a 404
  // for a guest until published content uses it.
  const inText = preview.locator('img[alt="Flacon de vaccin"]');
  await expect.poll(() => inText.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const imageUrl = (await inText.getAttribute('src'))!;
  const guest = await browser.newContext();
  expect((await guest.request.get(imageUrl)).status()).toBe(404);
  // Previewing kept everything typed.
  await expect(content.title('nl')).toHaveValue(titles.nl);

  // Publish.
  await content.published.check();
  await content.save();
  await expect(content.saved).toHaveText('Le contenu a été créé.');
  await expect(staffPage).toHaveURL(/\/fr\/staff\/content\/news\/\d+\?saved=created$/);
  await expect(content.heading).toHaveText(`Actualités : ${titles.fr}`);
  await expect(content.live).toHaveText('Visible par les clients aujourd’hui.');
  await expect(content.fileField(/^Image$/)).toBeVisible();
  await expect(staffPage.getByText('Fichier actuel : photo.png')).toBeVisible();
  await expect(content.history.first()).toContainText('staff@demo.test');
  await expect(content.history.first()).toContainText('création');
  expect(await content.contentSource('fr').inputValue()).not.toContain('script');
  await expectAccessible(staffPage);

  await content.gotoList('fr', '?kind=news');
  await expect(content.row(titles.fr)).toContainText('Publié');

  // The vet: the news item on the signed-in home in French, its page without any script, then in Dutch.
  const vet = await signedInPage(customer);
  const homeNews = vet.getByTestId('home-news');
  await expect(async () => {
    await visit(vet, '/fr/');
    await expect(homeNews.getByRole('link', { name: titles.fr })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await homeNews.getByRole('link', { name: titles.fr }).click();
  await expect(vet).toHaveURL(new RegExp(`/fr/news/nouveau-vaccin-contre-la-leptospirose-${run}$`));
  await expect(vet.locator('main')).toContainText(`Texte fr ${run}.`);
  await expect(vet.locator('main img[alt="Flacon de vaccin"]')).toHaveCount(1);
  await expect
    .poll(() =>
      vet.locator('main img[alt="Flacon de vaccin"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  const published = await guest.request.get(imageUrl);
  expect(published.status()).toBe(200);
  expect(published.headers()['cache-control']).toContain('public');
  await guest.close();
  expect(await vet.content()).not.toContain('__staffContentScript');
  expect(
    await vet.evaluate(() => (window as { __staffContentScript?: number }).__staffContentScript),
  ).toBeUndefined();

  await vet.goto('/nl/');
  await expect(homeNews.getByRole('link', { name: titles.nl })).toBeVisible();
  await expect(homeNews).not.toContainText(titles.fr);
});

test('a buyer gets a 404 on the content editor', async ({ customer, signedInPage }) => {
  const vet = await signedInPage(customer, '/fr/account');
  for (const path of ['/fr/staff/content', '/fr/staff/content/news/new', '/nl/staff/content?kind=pages']) {
    const res = await vet.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
  }
  const upload = await vet.request.post('/fr/staff/content/uploads', {
    multipart: { file: image('x.png') },
    maxRedirects: 0,
  });
  expect(upload.status()).toBe(404);
});

test('staff delete a snippet after confirming in the dialog', async ({ signedInPage }) => {
  const staffPage = await signedInPage(STAFF, '/fr/staff/content?kind=snippets');
  const content = new StaffContentPage(staffPage);
  const code = `e2e_p5_${runOf()}`;
  await content.newRecord('Nouveau bloc de texte');
  await staffPage.getByLabel('Code', { exact: true }).fill(code);
  await content.typeContent('fr', 'Bloc à supprimer.');
  await content.save();
  await expect(content.saved).toHaveText('Le contenu a été créé.');

  // Cancel first: nothing happens; then confirm.
  await staffPage.getByRole('link', { name: 'Supprimer' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Supprimer ce contenu ?' });
  await expect(dialog).toContainText(`« ${code} » sera supprimé dans les trois langues.`);
  await expectAccessible(staffPage);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await staffPage.getByRole('link', { name: 'Supprimer' }).click();
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(staffPage).toHaveURL(/\/fr\/staff\/content\?kind=snippets&deleted=1$/);
  await expect(staffPage.getByRole('status').filter({ hasText: 'Le contenu a été supprimé.' })).toBeVisible();
  await expect(content.row(code)).toHaveCount(0);
});
