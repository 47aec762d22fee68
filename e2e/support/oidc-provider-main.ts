/**
 * The e2e run's OpenID provider as its own process (started by e2e/support/servers.ts startOidcProvider): the shop
 * of the OIDC storefront (OIDC_STOREFRONT_URL) registered with its three locales' return pages and home pages,
 * the demo password for every account, access tokens of OIDC_ACCESS_TOKEN_TTL_S seconds.
 */
import { DEMO } from './demo';
import { startTestProvider } from './oidc-provider';
import {
  BACKOFFICE_URL,
  E2E_PORTS,
  OIDC_ACCESS_TOKEN_TTL_S,
  OIDC_CLIENT_ID,
  OIDC_STOREFRONT_URL,
  OIDC_TOKEN_STOREFRONT_URL,
} from './ports';

const locales = ['fr', 'nl', 'en'];
const shops = [OIDC_STOREFRONT_URL, OIDC_TOKEN_STOREFRONT_URL];
const provider = await startTestProvider({
  port: E2E_PORTS.oidcProvider,
  clientId: OIDC_CLIENT_ID,
  // Both e2e storefronts (oidc-cookie and oidc-token) are the same shop, one client.
  redirectUris: shops.flatMap((shop) => locales.map((l) => `${shop}/${l}/account/oidc-redirect`)),
  postLogoutRedirectUris: shops.flatMap((shop) => locales.map((l) => `${shop}/${l}/?signed-out=1`)),
  // The back office's OIDC_AUDIENCE (servers.ts startBackoffice).
  audience: BACKOFFICE_URL,
  password: DEMO.password,
  accessTokenTtl: OIDC_ACCESS_TOKEN_TTL_S,
});
console.log(`[oidc-provider] ${provider.issuer}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
