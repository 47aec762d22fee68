/**
 * The public calls' rate limits hold once across back-office processes (issue 18 §4: one process per core on
 * PostgreSQL). Two back offices built on the same database, as two processes would be: the limit of 5 per
 * address is 5 in all, not 5 in each (the plugin's default memory store counted per process).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REGISTRATION_RATE_LIMIT } from '../src/modules/registrations/routes';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ ctx: t.ctx });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const send = (app: FastifyInstance, from: string) =>
  app.inject({ method: 'POST', url: '/registrations', payload: {}, remoteAddress: from });

describe('rate limits across processes', () => {
  it('counts the calls of one address on every back office together', async () => {
    const from = '198.51.100.201';
    const apps = [t.app, other];
    for (let i = 0; i < REGISTRATION_RATE_LIMIT.max; i++)
      expect((await send(apps[i % 2]!, from)).statusCode).toBe(400);
    // The next call is refused whichever back office it reaches.
    expect((await send(t.app, from)).statusCode).toBe(429);
    expect((await send(other, from)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await send(other, '198.51.100.202')).statusCode).toBe(400);
  });

  it('opens a new window once the last one has ended', async () => {
    const from = '198.51.100.203';
    for (let i = 0; i <= REGISTRATION_RATE_LIMIT.max; i++) await send(t.app, from);
    expect((await send(other, from)).statusCode).toBe(429);
    // The window's end is the database's clock: moved into the past, as if 10 minutes had gone by.
    await t.db.execute(
      sql`UPDATE rate_limit_counters SET window_ends = now() - interval '1 second' WHERE key LIKE ${`%|${from}`}`,
    );
    expect((await send(other, from)).statusCode).toBe(400);
  });
});
