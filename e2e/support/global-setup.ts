import { buildAll, startBackoffice, startStorefront, stopAll } from './servers';

export default async function globalSetup(): Promise<void> {
  await stopAll();
  if (!process.env.E2E_SKIP_BUILD) buildAll();
  await startBackoffice({ fresh: true });
  await startStorefront();
}
