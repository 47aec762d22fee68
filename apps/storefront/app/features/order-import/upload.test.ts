import { describe, expect, it } from 'vitest';
import { checkImportFile, IMPORT_MAX_BYTES } from './upload';

describe('checkImportFile', () => {
  it.each<[string, { name: string; size: number }, ReturnType<typeof checkImportFile>]>([
    ['a CSV', { name: 'commande.csv', size: 10 }, null],
    ['a CSV in capitals', { name: 'ORDER.CSV', size: 10 }, null],
    ['a CSV at the limit', { name: 'a.csv', size: IMPORT_MAX_BYTES }, null],
    ['a workbook', { name: 'commande.xlsx', size: 10 }, 'not_csv'],
    ['a name ending in csv without the dot', { name: 'commandecsv', size: 10 }, 'not_csv'],
    ['a CSV above the limit', { name: 'a.csv', size: IMPORT_MAX_BYTES + 1 }, 'too_large'],
    ['an empty CSV', { name: 'a.csv', size: 0 }, 'empty'],
  ])('%s', (_, file, expected) => {
    expect(checkImportFile(file)).toBe(expected);
  });
});
