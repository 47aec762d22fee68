import { describe, expect, it } from 'vitest';
import { approveBody, readApproveForm, refusalReason, REFUSAL_REASON_MAX } from './decision-form';

function form(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
}

describe('approve form', () => {
  it('builds the body from a complete form', () => {
    const v = readApproveForm(
      form({ customer_name: ' Clinique des Prés ', role: 'veterinary', pricelist_id: '2', can_order: 'on' }),
    );
    expect(approveBody(v, [1, 2])).toEqual({
      ok: true,
      body: { role: 'veterinary', pricelist_id: 2, customer_name: 'Clinique des Prés', can_order: true },
    });
  });

  it('names every missing or wrong field and keeps can_order off when unticked', () => {
    const v = readApproveForm(form({ customer_name: '  ', role: 'admin', pricelist_id: '9' }));
    expect(v.can_order).toBe(false);
    expect(approveBody(v, [1, 2])).toEqual({
      ok: false,
      errors: { customer_name: 'required', role: 'required', pricelist_id: 'required' },
    });
    expect(
      approveBody({ ...v, customer_name: 'x'.repeat(121), role: 'default', pricelist_id: '1' }, [1]),
    ).toEqual({
      ok: false,
      errors: { customer_name: 'too_long' },
    });
  });
});

describe('refusalReason', () => {
  it('requires a reason of at most the limit', () => {
    expect(refusalReason(' Numéro de TVA inconnu ')).toEqual({ reason: 'Numéro de TVA inconnu' });
    expect(refusalReason('   ')).toEqual({ problem: 'required' });
    expect(refusalReason(null)).toEqual({ problem: 'required' });
    expect(refusalReason('x'.repeat(REFUSAL_REASON_MAX + 1))).toEqual({ problem: 'too_long' });
  });
});
