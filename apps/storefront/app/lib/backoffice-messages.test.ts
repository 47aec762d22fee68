import { ERROR_CODES } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { cartRefusal, loginRefusal, REFUSAL_MESSAGES } from './backoffice-messages';

describe('cartRefusal', () => {
  it('gives every back-office code a refusal that has a message', () => {
    for (const code of ERROR_CODES) expect(REFUSAL_MESSAGES[cartRefusal(422, code)]).toBeDefined();
    expect(cartRefusal(404, 'not_found')).toBe('unknown');
    expect(cartRefusal(400, null)).toBe('unknown');
  });
});

describe('loginRefusal', () => {
  it('tells wrong credentials and too many attempts from a technical problem', () => {
    expect(loginRefusal(403)).toBe('invalid');
    expect(loginRefusal(429)).toBe('throttled');
    expect(loginRefusal(400)).toBe('technical');
    expect(loginRefusal(500)).toBe('technical');
  });
});
