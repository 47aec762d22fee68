import { pdfFile, SmallAdPage, SmallAdsPage } from './pages/small-ads';
import { StaffSmallAdsPage } from './pages/staff-small-ads';
import { brusselsDay } from './support/brussels';
import { expect, expectAccessible, STAFF, test, visit } from './support/fixtures';
import { recipientOf, waitForMail } from './support/mail';

/*
 * Issue 11 §1, §6. Each run writes an ad with a title of its own, in the province of Luxembourg (no demo ad and no
 * other journey uses it), so reruns on the same database and the demo ads never get in the way: the other buyer
 * finds it by region among the newest published ads.
 */
const REGION = 'Luxembourg';

test('a vet posts an ad with a PDF, staff refuse it with a reason, the vet edits and resubmits, staff publish it, another vet finds it by region', async ({
  customer,
  newCustomer,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const title = `Échographe portable E2E ${Date.now()}`;
  // The ad's days, fixed once: asked again later, 'today' could be another day if the run passes midnight.
  const [today, in30Days] = [brusselsDay(0), brusselsDay(30)];
  const vet = await signedInPage(customer, '/fr/account/smallads');
  const list = new SmallAdsPage(vet);
  await expect(list.heading).toHaveText('Petites annonces');
  await expect(
    vet.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Petites annonces' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(vet);

  // A new ad: 'in creation', every field but the document required.
  await list.startNew();
  const ad = new SmallAdPage(vet);
  await expect(ad.heading).toHaveText('Nouvelle annonce');
  await expect(ad.state).toHaveText('En création');
  await expectAccessible(vet);
  await ad.fill({
    title,
    start: today,
    end: '31/02/2099',
    category: 'Matériel',
    region: REGION,
    body: 'Échographe portable en très bon état, sonde convexe incluse.',
    contact: 'Dr Vétérinaire',
    phone: '063 12 34 56',
    email: customer.login,
  });
  await expect(vet.locator('#ad-body-counter')).toHaveText('440 caractères restants');
  await ad.attach(pdfFile('fiche-echographe.pdf'));
  await ad.save();
  // Refused on the server: the date that does not exist is said at its field; every value typed is kept, and the
  // file must be chosen again.
  await expect(ad.problems).toHaveText('L’annonce n’a pas été enregistrée : corrigez le champ signalé.');
  await expect(ad.end).toHaveAttribute('aria-invalid', 'true');
  await expect(vet.locator('#ad-dateEnd-error')).toContainText('jj/mm/aaaa');
  await expect(ad.title).toHaveValue(title);
  await expect(ad.body).toHaveValue('Échographe portable en très bon état, sonde convexe incluse.');
  // With JavaScript the chosen PDF stays in its input (nothing to choose again); it goes with the next save.
  await expect(ad.chooseFileAgain).toHaveCount(0);
  expect(await ad.document.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);
  await expectAccessible(vet);

  await ad.fill({ end: in30Days });
  await ad.save();
  await vet.waitForURL(/\/account\/smallads\/\d+\?done=created/);
  await expect(ad.status).toHaveText(
    'Brouillon enregistré. Soumettez-le pour publication quand il est prêt.',
  );
  await expect(ad.state).toHaveText('Brouillon');
  await expect(vet.getByRole('link', { name: 'fiche-echographe.pdf' })).toBeVisible();
  const id = ad.id;
  await ad.submitForPublication();
  await expect(ad.status).toHaveText('Annonce soumise : elle sera publiée après relecture par notre équipe.');
  await expect(ad.state).toHaveText('En attente de publication');

  // Staff: the queue shows it with its PDF; refuse it with a reason.
  const staffPage = await signedInPage(STAFF, '/fr/staff/small-ads');
  const staff = new StaffSmallAdsPage(staffPage);
  await expect(staff.heading).toHaveText('Petites annonces à modérer');
  await expect(staff.row(title)).toContainText('fiche-echographe.pdf');
  await expectAccessible(staffPage);
  await staff.open(title);
  await expect(staffPage.getByText(customer.login).first()).toBeVisible();
  const pdf = await staffPage.request.get((await staff.documentLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(pdf.headers()['cache-control']).toContain('no-store');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(staffPage);
  // An empty reason is refused: the page's form says so, focused, and the ad stays pending.
  await staff.refuse('');
  await expect(staff.reasonError).toHaveText('Écrivez le motif du refus : l’auteur le lira.');
  await expect(staff.refuseDialog).toBeHidden();
  await staff.refuseOnPage('Merci de préciser le prix demandé.');
  await expect(staff.outcome).toHaveText('Annonce refusée. L’auteur a reçu un e-mail avec le motif.');
  await expect(staff.history).toHaveCount(1);
  await expect(staff.history.first()).toContainText('Merci de préciser le prix demandé.');

  // The refusal mail, through the run's SMTP sink.
  const mail = await waitForMail(
    (m) =>
      recipientOf(m) === customer.login &&
      (m.subject ?? '').includes(title) &&
      (m.subject ?? '').includes('refusée'),
  );
  expect(mail.text).toContain('Merci de préciser le prix demandé.');

  // The vet reads the refusal, edits the ad (back to draft) and submits it again.
  await visit(vet, `/fr/account/smallads/${id}`);
  await expect(ad.state).toHaveText('Refusée');
  await expect(ad.reason).toHaveText('Motif du refus : Merci de préciser le prix demandé.');
  await ad.fill({ body: 'Échographe portable en très bon état, sonde convexe incluse. Prix : 2 500 €.' });
  await ad.save();
  await expect(ad.status).toHaveText('Annonce enregistrée en brouillon.');
  await expect(ad.state).toHaveText('Brouillon');
  await expect(ad.reason).toHaveCount(0);
  await ad.submitForPublication();
  await expect(ad.state).toHaveText('En attente de publication');

  // Staff publish it.
  await staff.gotoQueue();
  await staff.open(title);
  await staff.publish();
  await expect(staff.outcome).toHaveText('Annonce publiée. L’auteur a reçu un e-mail.');
  await expect(staff.history).toHaveCount(2);

  // Another buyer finds it by region and reads it.
  const other = await signedInPage(newCustomer('pharma'), '/fr/account/smallads');
  const otherList = new SmallAdsPage(other);
  await otherList.filterRegion(REGION);
  await expect(otherList.filters(/région/i).getByRole('link', { name: REGION, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(otherList.row(title)).toContainText('Matériel');
  await expectAccessible(other);
  await otherList.open(title);
  const read = new SmallAdPage(other);
  await expect(read.heading).toHaveText(title);
  await expect(other.getByTestId('small-ad-body')).toContainText('Prix : 2 500 €.');
  await expect(other.getByRole('link', { name: customer.login })).toHaveAttribute(
    'href',
    `mailto:${customer.login}`,
  );
  await expect(other.getByTestId('small-ad-period')).toHaveText(`du ${today} au ${in30Days}`);
  await expect(other.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  const otherPdf = await other.request.get((await read.documentLink.getAttribute('href')) ?? '');
  expect(otherPdf.status()).toBe(200);
  expect(otherPdf.headers()['content-disposition']).toContain('fiche-echographe.pdf');
  await expectAccessible(other);

  // The author's own list shows it published.
  await list.goto('fr', '?view=mine&state=published');
  await expect(list.row(title)).toContainText('Publiée');
});

test('without JavaScript, a vet saves an ad with its PDF, is asked before it is deleted, and deletes it', async ({
  customer,
  signedInPage,
}) => {
  const title = `Cage de transport E2E ${Date.now()}`;
  const [today, in10Days] = [brusselsDay(0), brusselsDay(10)];
  const vet = await signedInPage(customer, '/fr/account/smallads/new', { javaScript: false });
  const ad = new SmallAdPage(vet);
  await ad.fill({
    title,
    start: today,
    end: in10Days,
    category: 'Divers',
    region: REGION,
    body: 'Cage de transport pour grand chien.',
    contact: 'Dr Vétérinaire',
    phone: '063 12 34 56',
    email: customer.login,
  });
  await ad.attach(pdfFile('cage.pdf'));
  // A date that does not exist: the page comes back with every value typed and asks for the file again.
  await ad.fill({ start: '30/02/2026' });
  await ad.save();
  await expect(ad.start).toHaveValue('30/02/2026');
  await expect(ad.title).toHaveValue(title);
  await expect(ad.chooseFileAgain).toHaveText(
    'Le fichier choisi n’a pas été enregistré : choisissez-le à nouveau.',
  );
  await ad.fill({ start: today });
  await ad.attach(pdfFile('cage.pdf'));
  await ad.save();
  await vet.waitForURL(/\/account\/smallads\/\d+\?done=created/);
  await expect(ad.state).toHaveText('Brouillon');
  await expect(vet.getByRole('link', { name: 'cage.pdf' })).toBeVisible();

  // The first post of "delete" answers the question; "no" keeps the ad, "yes" deletes it.
  await vet.getByRole('button', { name: 'Supprimer l’annonce' }).click();
  await expect(vet.getByRole('alert').filter({ hasText: 'Supprimer l’annonce' })).toContainText(title);
  await vet.getByRole('link', { name: 'Non, garder l’annonce' }).click();
  await expect(ad.state).toHaveText('Brouillon');
  await vet.getByRole('button', { name: 'Supprimer l’annonce' }).click();
  await vet.getByRole('button', { name: 'Oui, supprimer' }).click();
  await vet.waitForURL(/\/account\/smallads\?view=mine&deleted=/);
  await expect(vet.getByText(`L’annonce « ${title} » a été supprimée.`)).toBeVisible();
  await expect(new SmallAdsPage(vet).row(title)).toHaveCount(0);
});
