import type { DemoSize } from './types';

/** Number of products (templates) per size; each has 1–4 variants (about 2.4 on average). */
export const DEMO_SIZES: Record<DemoSize, number> = { small: 300, medium: 5_000, large: 50_000 };

/** Extra generated customers (besides the demo accounts) per size. */
export const DEMO_EXTRA_CUSTOMERS: Record<DemoSize, number> = { small: 10, medium: 50, large: 500 };

export const DEFAULT_SEED = 20_260_101;

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  login: string;
  role: string;
  description: string;
}

/** The sign-ins the demo offers, all with DEMO_PASSWORD (printed at start-up and in the README). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    login: 'vet@demo.test',
    role: 'veterinary',
    description:
      'Veterinary clinic, can order; 12 delivered orders and 2 open ones with products on order, documents, a year-end rebate card',
  },
  {
    login: 'pharma@demo.test',
    role: 'pharmacist',
    description: 'Pharmacy, can order; one order still awaiting delivery',
  },
  {
    login: 'student@demo.test',
    role: 'student',
    description: 'Veterinary student, can order (student prices)',
  },
  {
    login: 'staff@demo.test',
    role: 'staff',
    description: 'Provider staff (back office: moderation, quotations), no customer',
  },
  {
    login: 'clinic@demo.test',
    role: 'veterinary',
    description:
      'Veterinary clinic reordering its staples on a steady rhythm: three reorder reminders due (issue 23 §2)',
  },
  {
    login: 'blocked@demo.test',
    role: 'veterinary',
    description: 'Veterinary customer that may not order (can_order false)',
  },
];

/** Domain of every demo login and e-mail address (reserved for testing, never delivered). */
export const DEMO_EMAIL_DOMAIN = 'demo.test';
