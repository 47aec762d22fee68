import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** Spaces as a PDF reader or a browser may print them (thin, no-break, runs): one plain space. */
export const flat = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** "Mes documents": the buyer's documents, a type filter, one download link per document. */
export class DocumentsPage extends ShopPage {
  async goto(locale: 'fr' | 'nl' | 'en' = 'fr', query = ''): Promise<void> {
    await this.visit(`/${locale}/account/documents${query}`);
  }

  /** Picks a type in the filter (a link). */
  async filter(label: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Type de document' })
      .getByRole('link', { name: label })
      .click();
  }

  get rows(): Locator {
    return this.page.getByTestId('document-row');
  }

  /** The document's number and its order's, as the row shows them. */
  async numbers(row: Locator): Promise<{ number: string; order: string }> {
    return {
      number: flat((await row.getByRole('rowheader').textContent()) ?? ''),
      order: flat((await row.locator('td').nth(2).textContent()) ?? ''),
    };
  }

  /** Downloads a row's PDF (the browser's download event) and answers its file name and text (pdftotext). */
  async download(row: Locator): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      row.getByRole('link', { name: /Télécharger/ }).click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'vetshop-e2e-pdf-'));
    try {
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      return { fileName: download.suggestedFilename(), text };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
