import { DEMO_ACCOUNTS } from '../constants';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESS_REQUESTS } from './address-requests';

describe('demo address requests', () => {
  it('give the staff queue pending and decided requests, a refusal always with its reason', () => {
    const states = DEMO_ADDRESS_REQUESTS.map((r) => r.state);
    expect(states.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(states).toContain('approved');
    expect(states).toContain('refused');
    for (const r of DEMO_ADDRESS_REQUESTS)
      expect(Boolean(r.reason), r.fields.name).toBe(r.state === 'refused');
  });

  it('belong to generated customers, never to the documented demo accounts the journeys use', () => {
    const documented = new Set(DEMO_ACCOUNTS.map((a) => a.login));
    for (const r of DEMO_ADDRESS_REQUESTS) {
      expect(documented.has(r.login), r.login).toBe(false);
      expect(r.login).toMatch(/^customer\d{3}@demo\.test$/);
    }
  });
});
