import type { RegisterFormValues } from './register-form';

/**
 * The form's first values for a signed-in login without a customer (auth/register gave a name and an e-mail):
 * the e-mail as it is, the name split at its first space (first name, then the rest; one word is a last name).
 * The applicant corrects the split if it is wrong; nothing is guessed beyond it.
 */
export function registerPrefill(
  name: string,
  email: string,
): Pick<RegisterFormValues, 'first_name' | 'last_name' | 'email'> {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return rest.length > 0
    ? { first_name: first, last_name: rest.join(' '), email }
    : { first_name: '', last_name: first, email };
}
