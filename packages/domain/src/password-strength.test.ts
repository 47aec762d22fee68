import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordWeaknesses } from './password-strength';

const LOGIN = 'vet@demo.test';

describe('passwordWeaknesses', () => {
  it.each<[string, string[]]>([
    ['Chevaux-au-pré-42', []],
    ['short1', ['too_short']],
    ['123456789', ['too_short', 'common']],
    ['Password123', ['common']],
    ['MOTDEPASSE1', ['common']],
    ['vet@demo.test', ['contains_login']],
    ['my-vet@demo.test!', ['contains_login']],
    ['vet', ['too_short', 'contains_login']],
  ])('%s → %j', (password, expected) => {
    expect(passwordWeaknesses(password, LOGIN)).toEqual(expected);
  });

  it(`accepts exactly ${MIN_PASSWORD_LENGTH} characters, counting accented letters once`, () => {
    expect(passwordWeaknesses('é'.repeat(MIN_PASSWORD_LENGTH), LOGIN)).toEqual([]);
    expect(passwordWeaknesses('é'.repeat(MIN_PASSWORD_LENGTH - 1), LOGIN)).toEqual(['too_short']);
  });

  it('does not treat a short login part as the login (a two-letter name is in many words)', () => {
    expect(passwordWeaknesses('Jo-and-the-horses', 'jo@demo.test')).toEqual([]);
  });
});
