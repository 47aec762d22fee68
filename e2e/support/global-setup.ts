import { createServer } from 'node:net';
import type { FullConfig } from '@playwright/test';
import { createCustomerPool, poolSizes } from './customers';
import { E2E_PORTS } from './ports';
import {
  buildAll,
  startBackoffice,
  startMailSink,
  startMollie,
  startOidcProvider,
  startOidcStorefront,
  startStorefront,
  stopAll,
  stopBackoffice,
} from './servers';

/** A server left by another run (not in our state file) would answer in place of ours, with its old build. */
async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(new Error(`port ${port} is already in use: stop the process listening on it and run again`)),
      )
      .once('listening', () => probe.close(() => resolve()))
      .listen(port, '127.0.0.1');
  });
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  await stopAll();
  await assertFree(E2E_PORTS.backoffice);
  await assertFree(E2E_PORTS.storefront);
  await assertFree(E2E_PORTS.smtp);
  await assertFree(E2E_PORTS.oidcProvider);
  await assertFree(E2E_PORTS.oidcStorefront);
  await assertFree(E2E_PORTS.oidcTokenStorefront);
  await assertFree(E2E_PORTS.mollie);
  if (!process.env.E2E_SKIP_BUILD) buildAll();
  await startMailSink();
  // The back office reads the provider's discovery (OIDC_ISSUER) when a token first comes: started first all the same.
  await startOidcProvider();
  await startMollie();
  // The first start loads the demo catalogue into the empty folder; stopped, the journeys' own customers are
  // copied into it (e2e/support/customers.ts), and it starts again on them.
  await startBackoffice({ fresh: true });
  await stopBackoffice();
  await createCustomerPool(poolSizes(Math.max(...config.projects.map((p) => p.repeatEach))));
  await startBackoffice();
  await startStorefront();
  await Promise.all([startOidcStorefront('oidc-cookie'), startOidcStorefront('oidc-token')]);
}
