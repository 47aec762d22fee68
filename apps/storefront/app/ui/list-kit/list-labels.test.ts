import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/catalogues.server';
import { labelKeys } from './list-labels';

describe('labels of a list’s values', () => {
  it('maps each value to its message key, in the values’ order', () => {
    const labels = labelKeys(['all', 'draft', 'cancel'] as const, (s) => `quotations.filter.${s}`);
    expect(labels).toEqual({
      all: 'quotations.filter.all',
      draft: 'quotations.filter.draft',
      cancel: 'quotations.filter.cancel',
    });
    expect(Object.keys(labels)).toEqual(['all', 'draft', 'cancel']);
    expect(translator('fr')(labels.cancel)).toBe(translator('fr')('quotations.filter.cancel'));
  });

  it('takes only keys of the catalogue', () => {
    // @ts-expect-error -- no such message.
    labelKeys(['all'] as const, (s) => `quotations.filters.${s}`);
  });
});
