import type { StorefrontConfig } from '../../config-loader.js';

// What server.js hands to every loader and action (getLoadContext).
declare module 'react-router' {
  interface AppLoadContext {
    config: StorefrontConfig;
    /** This answer's CSP nonce (server.js); '' where no CSP is sent (dev server, tests). */
    cspNonce?: string;
    /** The buyer's address (server.js: the connection's, or X-Forwarded-For from a TRUST_PROXY proxy). */
    clientAddress?: string;
  }
}

export type { StorefrontConfig };
