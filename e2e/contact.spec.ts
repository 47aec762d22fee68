import { ContactPage, GenericFormPage, StaffLeadsPage } from './pages/contact-pages';
import { expect, expectAccessible, STAFF, test } from './support/fixtures';
import { recipientOf, waitForMail } from './support/mail';

/*
 * Issue 11 §3: the contact form and the generic forms. Each run names its requester after the run (a unique
 * e-mail and name), so the staff mail, the acknowledgement and the staff's row are this journey's own.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a guest sends the contact form with an attachment; staff get the mail, see the lead and download the file', async ({
  page,
  signedInPage,
}) => {
  const run = Date.now().toString(36);
  const name = `Dr Contact ${run}`;
  const email = `contact-${run}@example.test`;
  const contact = new ContactPage(page, 'fr');
  await contact.goto();
  await expect(contact.heading).toHaveText('Contactez-nous');
  // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
  await expect(contact.honeypot).toHaveAttribute('tabindex', '-1');
  await expect(contact.honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(contact.honeypot).not.toBeInViewport();
  await expectAccessible(page);

  await contact.fill({
    subject: 'Question sur un produit',
    email,
    name,
    company: 'Clinique du Parc',
    city: 'Namur',
    description: 'Le vaccin antirabique sera-t-il disponible la semaine prochaine ?',
  });
  await contact.attach([{ name: `ordonnance-${run}.pdf`, mimeType: 'application/pdf', buffer: PDF }]);
  await contact.send();
  await expect(page).toHaveURL(/\/fr\/contact-success$/);
  await expect(contact.heading).toHaveText('Merci pour votre message');
  await expectAccessible(page);

  // The staff's mail and the requester's acknowledgement reach the SMTP server.
  const staffMail = await waitForMail(
    (m) => recipientOf(m) === 'staff@demo.test' && (m.subject ?? '').includes(name),
  );
  expect(staffMail.subject).toBe(`Nouvelle demande de contact : Question sur un produit — ${name}`);
  expect(staffMail.text).toContain('Le vaccin antirabique');
  const ack = await waitForMail(
    (m) => recipientOf(m) === email && m.subject === 'Nous avons bien reçu votre demande',
  );
  // The acknowledgement goes to an unproven address: it quotes none of the sender's text (issue 17 §4).
  expect(ack.text).toContain('Nous avons bien reçu votre demande de contact.');
  expect(ack.text).not.toContain(name);
  expect(ack.text).not.toContain('Le vaccin antirabique');

  // Staff see the lead in their list, open it and download the attachment.
  const staffPage = await signedInPage(STAFF, '/fr/staff/leads');
  const leads = new StaffLeadsPage(staffPage);
  await expect(leads.heading).toHaveText('Demandes de contact');
  await expect(leads.row(name)).toContainText('Question sur un produit');
  await expectAccessible(staffPage);
  await leads.open(name);
  await expect(leads.heading).toHaveText(/^Demande de contact n° \d+$/);
  await expect(staffPage.getByText(email).first()).toBeVisible();
  await expectAccessible(staffPage);
  const link = leads.fileLink(`ordonnance-${run}.pdf`);
  const res = await staffPage.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toContain(`attachment; filename="ordonnance-${run}.pdf"`);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(Buffer.from(await res.body()).equals(PDF)).toBe(true);
  const download = staffPage.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(`ordonnance-${run}.pdf`);

  await leads.markHandled.click();
  await expect(staffPage.getByText('La demande est marquée comme traitée.')).toBeVisible();
  await expect(staffPage.getByText('staff@demo.test a marqué la demande comme traitée')).toBeVisible();
  await leads.gotoList('fr');
  await expect(leads.row(name)).toHaveCount(0);
});

test('a file that is not a PDF, PNG or JPEG is refused in the page’s language and what was typed is kept', async ({
  page,
}) => {
  const contact = new ContactPage(page, 'en');
  await contact.goto();
  await expect(contact.heading).toHaveText('Contact us');
  const input = {
    subject: 'Delivery',
    email: 'wrong-file@example.test',
    name: 'Wrong File',
    company: 'Clinic of the Test',
    description: 'Here is my delivery note.',
  };
  await contact.fill(input);
  await contact.attach([
    {
      name: 'delivery-note.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body>not a pdf</body></html>'),
    },
  ]);
  await contact.send();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(contact.errorSummary).toHaveText('The message was not sent: correct the fields marked.');
  await expect(contact.errorSummary).toBeFocused();
  await expect(
    page.getByText(
      'The file "delivery-note.pdf" is not a PDF, PNG or JPEG: only these formats are accepted.',
    ),
  ).toBeVisible();
  await expect(contact.field('files')).toHaveAttribute('aria-invalid', 'true');
  // With JavaScript the chosen file is still in its input: the page does not ask for it again.
  await expect(page.getByText('choose your files again')).toHaveCount(0);
  await expect(contact.field('subject').locator('option:checked')).toHaveText('Delivery');
  await expect(contact.field('email')).toHaveValue(input.email);
  await expect(contact.field('name')).toHaveValue(input.name);
  await expect(contact.field('company')).toHaveValue(input.company);
  await expect(contact.field('description')).toHaveValue(input.description);
  await expectAccessible(page);
});

test('the generic form "request a visit from a delegate" checks its definition and posts', async ({
  page,
  signedInPage,
}) => {
  const clinic = `Clinique du Formulaire ${Date.now().toString(36)}`;
  const form = new GenericFormPage(page);
  await form.goto('fr', 'delegate-visit');
  await expect(form.heading).toHaveText('Demander la visite d’un délégué');
  await expectAccessible(page);
  // Sent without its required date: refused, the other values kept.
  await form.field('Clinique').fill(clinic);
  await form.field('E-mail').fill('form@example.test');
  await form.field('Sujet de la visite').selectOption({ label: 'Vaccins' });
  await form.field('Appelez-moi avant la visite').check();
  await form.field('Date souhaitée').evaluate((el) => el.removeAttribute('required'));
  await form.send();
  await expect(form.errorSummary).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(form.field('Clinique')).toHaveValue(clinic);
  await expect(form.field('Appelez-moi avant la visite')).toBeChecked();
  await form.field('Date souhaitée').fill('2026-12-15');
  await form.send();
  await expect(form.sent).toHaveText('Merci, votre demande a bien été envoyée.');
  await expectAccessible(page);

  // Staff read it under the contact requests, each value labelled, the option by its name.
  const staffPage = await signedInPage(STAFF, '/fr/staff/leads');
  const leads = new StaffLeadsPage(staffPage);
  const submission = leads.submission(clinic);
  await expect(submission).toContainText('Demander la visite d’un délégué');
  await expect(submission).toContainText('Vaccins');
  await expect(submission).toContainText('2026-12-15');
});
