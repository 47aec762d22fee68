/** Ports of the end-to-end servers (far from 3000/4000 so a running `npm start` does not collide). */
export const E2E_PORTS = { backoffice: 4310, storefront: 3310, smtp: 2526 } as const;
export const BACKOFFICE_URL = `http://127.0.0.1:${E2E_PORTS.backoffice}`;
export const STOREFRONT_URL = `http://127.0.0.1:${E2E_PORTS.storefront}`;
