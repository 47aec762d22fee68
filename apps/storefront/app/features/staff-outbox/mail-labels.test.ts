import { MAIL_KINDS } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/catalogues.server';
import { kindLabel } from './mail-labels';

describe('the outbox names each kind of mail', () => {
  it.each(['fr', 'nl', 'en'] as const)('in words, never by its code (%s)', (locale) => {
    const t = translator(locale);
    const raw = MAIL_KINDS.filter((kind) => kindLabel(kind, t) === kind || kindLabel(kind, t).includes('_'));
    expect(raw).toEqual([]);
    expect(kindLabel('lead_ack', translator('fr'))).toBe(
      'Accusé de réception d’une demande de contact (demandeur)',
    );
  });

  it('shows a kind it does not know (a newer back office) as its code', () => {
    expect(kindLabel('something_new', translator('en'))).toBe('something_new');
  });
});
