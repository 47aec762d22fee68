import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The CSV order import panel (dashboard, cart page): choose a file, import, read the report. */
export class OrderImportPanel extends ShopPage {
  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Importer une commande (CSV)' });
  }

  /** Chooses a file made of these lines (CRLF, as Windows software writes them) and imports it. */
  async importCsv(name: string, lines: string[]): Promise<void> {
    await this.panel.getByLabel('Fichier CSV').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    });
    await this.panel.getByRole('button', { name: 'Importer' }).click();
  }

  get report(): Locator {
    return this.panel.getByRole('region', { name: 'Résultat de l’import' });
  }

  get counts(): Locator {
    return this.report.locator('.order-import-counts');
  }

  /** The skipped rows' table: one array of cell texts per row. */
  async skippedRows(): Promise<string[][]> {
    const rows = this.report.getByRole('table', { name: 'Lignes ignorées et pourquoi' }).locator('tbody tr');
    return rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')),
    );
  }

  get error(): Locator {
    return this.panel.getByRole('alert');
  }

  async goToCart(): Promise<void> {
    await this.report.getByRole('link', { name: 'Voir mon panier' }).click();
  }
}
