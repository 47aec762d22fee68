/** Ports of the end-to-end servers (far from 3000/4000 so a running `npm start` does not collide). */
export const E2E_PORTS = {
  backoffice: 4310,
  storefront: 3310,
  smtp: 2526,
  // Identity-provider mode (issue 21): the test OpenID provider and a second storefront signing in through it.
  oidcProvider: 4320,
  oidcStorefront: 3320,
  // The same with AUTH_TYPE=oidc-token: the provider's access token is the back office's bearer.
  oidcTokenStorefront: 3321,
  // The local server speaking Mollie's payments API (decision 038): e2e/support/mollie-server.ts.
  mollie: 4330,
} as const;
export const BACKOFFICE_URL = `http://127.0.0.1:${E2E_PORTS.backoffice}`;
export const STOREFRONT_URL = `http://127.0.0.1:${E2E_PORTS.storefront}`;
export const MOLLIE_URL = `http://127.0.0.1:${E2E_PORTS.mollie}`;
/** The e2e back office's MOLLIE_API_KEY, which the local Mollie server expects (a test key: "test" mode). */
export const MOLLIE_API_KEY = 'test_e2eonlylocalmolliekey0000000';
export const OIDC_PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.oidcProvider}`;
export const OIDC_STOREFRONT_URL = `http://127.0.0.1:${E2E_PORTS.oidcStorefront}`;
export const OIDC_TOKEN_STOREFRONT_URL = `http://127.0.0.1:${E2E_PORTS.oidcTokenStorefront}`;
/** The e2e OIDC storefront's client id at the provider, and the access tokens' lifetime (short: silent renewal). */
export const OIDC_CLIENT_ID = 'vetshop-e2e';
export const OIDC_ACCESS_TOKEN_TTL_S = 20;
