import { describe, expect, it } from 'vitest';
import { registerPrefill } from './register-prefill';

describe('registerPrefill', () => {
  it('splits the sign-up name at its first space and keeps the e-mail', () => {
    expect(registerPrefill('Julie Van den Berg', 'julie@example.test')).toEqual({
      first_name: 'Julie',
      last_name: 'Van den Berg',
      email: 'julie@example.test',
    });
  });

  it('takes a single word as the last name, and ignores extra spaces', () => {
    expect(registerPrefill('  Lambert ', 'a@example.test')).toEqual({
      first_name: '',
      last_name: 'Lambert',
      email: 'a@example.test',
    });
    expect(registerPrefill('', 'a@example.test')).toEqual({
      first_name: '',
      last_name: '',
      email: 'a@example.test',
    });
  });
});
