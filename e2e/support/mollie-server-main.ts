/**
 * The e2e run's local Mollie as its own process (started by e2e/support/servers.ts startMollie): the payments API
 * on MOLLIE_URL with the back office's MOLLIE_API_KEY, and its hosted checkout page ("Paid" / "Cancel").
 */
import { startMollieServer } from './mollie-server';
import { E2E_PORTS, MOLLIE_API_KEY } from './ports';

const server = await startMollieServer({ port: E2E_PORTS.mollie, apiKey: MOLLIE_API_KEY });
console.log(`[mollie] ${server.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void server.close().then(() => process.exit(0)));
