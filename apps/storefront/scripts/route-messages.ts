/**
 * Writes app/i18n/route-messages.generated.json: the message keys each route can show (app/i18n/route-usage.ts).
 * Run after changing which messages a page uses: `npm run i18n:routes -w @vetshop/storefront`
 * (app/i18n/route-messages.test.ts fails while the file is not up to date).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import routes from '../app/routes';
import { fr } from '../app/i18n/fr';
import { routeMessages, type RouteEntry } from '../app/i18n/route-usage';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');
export const GENERATED = join(appDir, 'i18n', 'route-messages.generated.json');

const map = routeMessages(appDir, routes as RouteEntry[], Object.keys(fr));
writeFileSync(GENERATED, `${JSON.stringify(map, null, 2)}\n`);
console.log(`route messages: ${Object.keys(map).length} routes, written to ${GENERATED}`);
