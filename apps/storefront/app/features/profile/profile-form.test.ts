import { describe, expect, it } from 'vitest';
import {
  addressErrorsFromPaths,
  addressFormErrors,
  passwordFormErrors,
  readAddressForm,
} from './profile-form';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe('address form', () => {
  it('reads every field as typed, missing ones as empty', () => {
    expect(readAddressForm(form({ name: ' Clinique ', city: 'Liège' }))).toEqual({
      name: ' Clinique ',
      street: '',
      street2: '',
      zip: '',
      city: 'Liège',
      phone: '',
      country_id: '',
    });
  });

  it('names the missing fields and an unknown country', () => {
    const values = readAddressForm(
      form({ name: 'Clinique', street: ' ', zip: '4000', city: 'Liège', country_id: '9' }),
    );
    expect(addressFormErrors(values, [1, 2])).toEqual(['street', 'country_id']);
    expect(addressFormErrors({ ...values, street: 'Rue 1', country_id: '2' }, [1, 2])).toEqual([]);
  });

  it("maps the back office's field paths", () => {
    expect(addressErrorsFromPaths(['body.city', 'body.country_id', 'body.other'])).toEqual([
      'city',
      'country_id',
    ]);
  });
});

describe('password form', () => {
  it.each<[string, string, string, string[]]>([
    ['', 'Une-phrase-longue-42', 'Une-phrase-longue-42', ['required']],
    ['old', 'Une-phrase-longue-42', 'Une-phrase-longue-4', ['mismatch']],
    ['old', 'court', 'court', ['too_short']],
    ['old', 'Une-phrase-longue-42', 'Une-phrase-longue-42', []],
  ])('%j / %j / %j → %j', (current, next, confirm, expected) => {
    expect(passwordFormErrors(current, next, confirm, 'vet@demo.test')).toEqual(expected);
  });
});
