import { expect, type Locator } from '@playwright/test';
import { StaffWorkspace } from './staff-workspace';

type Locale = 'fr' | 'nl' | 'en';

/**
 * The staff's content editor (/{locale}/staff/content…): the lists per kind, the edit form with its three
 * languages and rich-text editors, the preview and the save. Labels in French, Dutch or English.
 */
export class StaffContentPage extends StaffWorkspace {
  async gotoList(locale: Locale = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/staff/content${search}`);
  }

  get kindFilter(): Locator {
    return this.page.getByRole('navigation', { name: /^(Type de contenu|Soort inhoud|Kind of content)$/ });
  }

  /** Shows one kind's list (its filter link then marked as the current page). */
  async showKind(name: string): Promise<Locator> {
    const link = this.kindFilter.getByRole('link', { name, exact: true });
    await link.click();
    return link;
  }

  /** A record's row in the list, by its title. */
  row(title: string): Locator {
    return this.page.getByTestId('staff-content-row').filter({ hasText: title });
  }

  async newRecord(label: string | RegExp): Promise<void> {
    await this.page.getByRole('link', { name: label }).click();
    await this.page.waitForURL(/\/staff\/content\/[a-z]+\/new$/);
  }

  /** One language's part of the form (its fieldset). */
  language(lang: Locale): Locator {
    return this.page.getByTestId(`content-lang-${lang}`);
  }

  title(lang: Locale): Locator {
    return this.language(lang).getByLabel(/^(Titre|Titel|Title)$/);
  }

  slug(lang: Locale): Locator {
    return this.language(lang).getByLabel(/^(Adresse|Adres|Address) \(slug\)$/);
  }

  foreword(lang: Locale): Locator {
    return this.language(lang).getByLabel(/^(Chapeau|Inleiding|Foreword)$/);
  }

  /** The editable area of a language's content (the rich-text editor once hydrated). */
  contentArea(lang: Locale): Locator {
    return this.page.getByTestId(`content-${lang}-content-area`);
  }

  /** The textarea of HTML behind a language's editor (the editor itself without JavaScript, or in source view). */
  contentSource(lang: Locale): Locator {
    return this.page.locator(`textarea[name="${lang}.content"]`);
  }

  toolbar(lang: Locale): Locator {
    return this.language(lang).getByRole('toolbar');
  }

  toolbarButton(lang: Locale, name: string | RegExp): Locator {
    return this.toolbar(lang).getByRole('button', { name });
  }

  /** Types a paragraph at the end of a language's content, through the editable area. */
  async typeContent(lang: Locale, text: string): Promise<void> {
    await this.contentArea(lang).click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Adds HTML at the end of a language's content through the editor's HTML source view. */
  async appendHtml(lang: Locale, html: string): Promise<void> {
    const source = this.toolbarButton(lang, /^(Modifier le HTML|HTML bewerken|Edit the HTML)$/);
    await source.click();
    const textarea = this.contentSource(lang);
    // Read once the source view shows it (the click's effect), with what the editor held: not the value before.
    await expect(textarea).toBeVisible();
    await textarea.fill(`${await textarea.inputValue()}${html}`);
    await source.click();
  }

  /** Inserts an image into a language's content from the editor's image dialog (uploaded there). */
  async insertImage(lang: Locale, file: { name: string; mimeType: string; buffer: Buffer }, alt: string) {
    await this.contentArea(lang).click();
    await this.toolbarButton(lang, /^(Image|Afbeelding)$/).click();
    const dialog = this.page.getByTestId('image-picker').and(this.page.locator('[open]'));
    await dialog
      .getByLabel(/^(Envoyer une nouvelle image|Een nieuwe afbeelding verzenden|Upload a new image)$/)
      .setInputFiles(file);
    await dialog.getByRole('radio', { checked: true }).waitFor();
    await dialog.getByLabel(/^(Texte de remplacement|Alternatieve tekst|Text alternative)/).fill(alt);
    await dialog.getByRole('button', { name: /^(Insérer|Invoegen|Insert)$/ }).click();
  }

  metaDescription(lang: Locale): Locator {
    return this.language(lang)
      .getByLabel(/moteurs de recherche|zoekmachines|search engines/)
      .last();
  }

  metaCounter(lang: Locale): Locator {
    return this.page.getByTestId(`${lang}-meta-counter`);
  }

  async preview(lang: Locale): Promise<Locator> {
    await this.language(lang)
      .getByRole('button', { name: /^(Aperçu|Voorbeeld|Preview) \(/ })
      .click();
    const shown = this.page.getByTestId(`content-preview-${lang}`);
    await shown.waitFor();
    return shown;
  }

  /** A file field of the record (news image, thumbnail, PDF; the advertisement's). */
  fileField(label: RegExp): Locator {
    return this.page.locator('fieldset.content-settings').getByLabel(label);
  }

  get published(): Locator {
    return this.page.getByRole('checkbox', { name: /^(Publié|Gepubliceerd|Published)$/ });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Enregistrer|Opslaan|Save)$/ }).click();
  }

  get saved(): Locator {
    return this.page.getByTestId('content-saved');
  }

  get live(): Locator {
    return this.page.getByTestId('content-live');
  }

  get error(): Locator {
    return this.page.getByTestId('content-error');
  }

  get history(): Locator {
    return this.page.getByTestId('staff-history-entry');
  }
}
