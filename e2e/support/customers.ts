import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '@vetshop/db';
import { DEMO } from './demo';
import { E2E_DATA_DIR, E2E_STATE_DIR } from './servers';

/**
 * Each journey's own customers (issue 19 §5): a copy of a demo account — its customer, price list, addresses,
 * users, order history, documents, loyalty cards, standard orders and quotations — that no
 * other test signs in as, so journeys run in any order and in parallel without one's orders moving another's
 * figures.
 *
 * How they are made, and why so: the global setup starts the back office once on an empty folder (it loads the
 * demo catalogue), stops it, copies each demo account here straight into its PGlite folder, then starts it
 * again. Nothing of this is in the back office: no endpoint or setting that could create a customer exists in a
 * production build, and the copies are plain rows the back office reads like any customer's. PGlite has one
 * process at a time, so the copies are made in advance, a pool per demo account large enough for the run
 * (`poolSizes`), and each test claims copies from it (`claimCustomer`: an exclusive file per copy, since the
 * tests run in several worker processes).
 *
 * A copy's login is the demo login with `+e2e<k>` before the @ (vet+e2e12@demo.test), its password the demo
 * one. What is not copied, on purpose: carts (each test starts with an empty one), small ads, address change
 * requests and quotations still awaiting the staff (the staff's queues would fill with copies of the same demo
 * items), promotion-end alert subscriptions (the alert job would mail every copy, and the journeys' own mails
 * would wait behind a hundred others in the outbox), sessions and sign-in records.
 */
export type Template = 'vet' | 'pharma' | 'student' | 'clinic';

const TEMPLATE_LOGINS: Record<Template, string> = {
  vet: DEMO.vet,
  pharma: DEMO.pharma,
  student: DEMO.student,
  clinic: DEMO.clinic,
};

/** Copies per demo account for one pass of the suite (the tests that ask for one, with room to add some). */
const PER_PASS: Record<Template, number> = { vet: 110, pharma: 30, student: 15, clinic: 3 };

const poolFile = join(E2E_STATE_DIR, 'customers.json');
const claimsDir = join(E2E_STATE_DIR, 'claims');

export interface Customer {
  login: string;
  password: string;
  /** The demo account it is a copy of. */
  template: Template;
}

/** Copies per demo account for a run repeating every test `repeatEach` times. */
export function poolSizes(repeatEach: number): Record<Template, number> {
  const times = Math.max(1, repeatEach);
  return {
    vet: PER_PASS.vet * times,
    pharma: PER_PASS.pharma * times,
    student: PER_PASS.student * times,
    clinic: PER_PASS.clinic * times,
  };
}

export const copyLogin = (template: Template, k: number): string =>
  TEMPLATE_LOGINS[template].replace('@', `+e2e${k}@`);

/**
 * Writes the pool into the e2e back office's database. The back office must be stopped (it owns the PGlite
 * folder while it runs). One set-based statement per table and demo account, whatever the pool's size.
 */
export async function createCustomerPool(sizes: Record<Template, number>): Promise<void> {
  const handle = await openDatabase({ dataDir: E2E_DATA_DIR });
  const pg = handle.pglite!;
  try {
    const columnsOf = async (table: string): Promise<string[]> =>
      (
        await pg.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((r) => r.column_name);

    /**
     * Copies the rows of `table` selected by `from` (which names the source row `t` and gives `k`, the copy's
     * number), with `set` replacing some columns' values; records old id → new id per copy in the temporary
     * table m_<table> first, for the tables below it.
     */
    const copy = async (table: string, from: string, set: Record<string, string>): Promise<void> => {
      const columns = await columnsOf(table);
      const values = columns.map((c) => (c === 'id' ? 'm.new_id' : (set[c] ?? `t.${c}`)));
      await pg.exec(`DROP TABLE IF EXISTS m_${table};
        CREATE TEMP TABLE m_${table} AS
          SELECT t.id AS old_id, k, nextval(pg_get_serial_sequence('${table}', 'id'))::int AS new_id ${from};
        CREATE INDEX ON m_${table} (old_id, k)`);
      await pg.exec(`INSERT INTO ${table} (${columns.join(', ')})
        SELECT ${values.join(', ')} FROM ${table} t JOIN m_${table} m ON m.old_id = t.id`);
    };
    const mapped = (table: string, column: string) =>
      `(SELECT x.new_id FROM m_${table} x WHERE x.old_id = ${column} AND x.k = m.k)`;
    // Numbers shown to the buyer keep their format (S2026-000042, F2026-000042, Q2026-000012) with a sequence
    // of 900000 and more, which the back office's own numbering (from the row ids) never reaches.
    const number = (id: string) => `lpad((900000 + ${id})::text, 6, '0')`;
    const addressSnapshot = (column: string) =>
      `CASE WHEN t.${column} ? 'id' AND t.${column}->>'id' IS NOT NULL
         THEN jsonb_set(t.${column}, '{id}', coalesce(to_jsonb(${mapped('addresses', `(t.${column}->>'id')::int`)}), 'null'::jsonb))
         ELSE t.${column} END`;

    for (const template of Object.keys(sizes) as Template[]) {
      const login = TEMPLATE_LOGINS[template];
      const lit = `'${login}'`;
      await copy(
        'customers',
        `FROM customers t CROSS JOIN generate_series(1, ${sizes[template]}) k
          WHERE t.id = (SELECT customer_id FROM users WHERE login = ${lit})`,
        { ref: `t.ref || '-E' || m.k`, email: `replace(t.email, '@', '+e2e' || m.k || '@')` },
      );
      const byCustomer = (table: string, where = '') =>
        `FROM ${table} t JOIN m_customers p ON p.old_id = t.customer_id ${where}`;
      await copy('users', byCustomer('users'), {
        customer_id: mapped('customers', 't.customer_id'),
        login: `replace(t.login, '@', '+e2e' || m.k || '@')`,
      });
      await copy('addresses', byCustomer('addresses'), {
        customer_id: mapped('customers', 't.customer_id'),
        ref: `t.ref || '-E' || m.k`,
      });
      await copy('sale_orders', byCustomer('sale_orders'), {
        customer_id: mapped('customers', 't.customer_id'),
        name: `left(t.name, 6) || ${number('m.new_id')}`,
        uuid: 'gen_random_uuid()',
        cart_id: 'NULL',
        delivery_address: addressSnapshot('delivery_address'),
        invoicing_address: addressSnapshot('invoicing_address'),
      });
      await copy(
        'sale_order_lines',
        'FROM sale_order_lines t JOIN m_sale_orders p ON p.old_id = t.order_id',
        {
          order_id: mapped('sale_orders', 't.order_id'),
        },
      );
      await copy('documents', byCustomer('documents'), {
        customer_id: mapped('customers', 't.customer_id'),
        sale_order_id: mapped('sale_orders', 't.sale_order_id'),
        number: `CASE WHEN t.sale_order_id IS NULL THEN t.number || '-E' || m.k
                 ELSE left(t.number, 6) || ${number(mapped('sale_orders', 't.sale_order_id'))} END`,
      });
      await copy('loyalty_cards', byCustomer('loyalty_cards'), {
        customer_id: mapped('customers', 't.customer_id'),
      });
      await copy('wishlists', byCustomer('wishlists'), { customer_id: mapped('customers', 't.customer_id') });
      await copy('wishlist_lines', 'FROM wishlist_lines t JOIN m_wishlists p ON p.old_id = t.wishlist_id', {
        wishlist_id: mapped('wishlists', 't.wishlist_id'),
      });
      await copy('quotations', byCustomer('quotations', "WHERE t.state <> 'customer_request'"), {
        customer_id: mapped('customers', 't.customer_id'),
        name: `regexp_replace(t.name, '\\d+$', ${number('m.new_id')})`,
        created_by: `coalesce(${mapped('users', 't.created_by')}, t.created_by)`,
        requested_by: `coalesce(${mapped('users', 't.requested_by')}, t.requested_by)`,
        sale_id: `coalesce(${mapped('sale_orders', 't.sale_id')}, t.sale_id)`,
      });
      await copy(
        'quotation_lines',
        'FROM quotation_lines t JOIN m_quotations p ON p.old_id = t.quotation_id',
        {
          quotation_id: mapped('quotations', 't.quotation_id'),
        },
      );
    }
  } finally {
    await handle.close();
  }
  rmSync(claimsDir, { recursive: true, force: true });
  mkdirSync(claimsDir, { recursive: true });
  writeFileSync(poolFile, JSON.stringify(sizes));
}

/**
 * A copy of the demo account no test of this run has had: claimed by creating its claim file exclusively
 * (`wx`), which only one worker process can do.
 */
export function claimCustomer(template: Template): Customer {
  const sizes = JSON.parse(readFileSync(poolFile, 'utf8')) as Record<Template, number>;
  for (let k = 1; k <= sizes[template]; k++) {
    const login = copyLogin(template, k);
    try {
      writeFileSync(join(claimsDir, login), String(process.pid), { flag: 'wx' });
      return { login, password: DEMO.password, template };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(
    `every copy of ${TEMPLATE_LOGINS[template]} is taken (${sizes[template]}): raise PER_PASS in e2e/support/customers.ts`,
  );
}
