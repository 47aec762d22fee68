import type { StorefrontConfig } from '../../config-loader.js';

// What server.js hands to every loader and action (getLoadContext).
declare module 'react-router' {
  interface AppLoadContext {
    config: StorefrontConfig;
  }
}

export type { StorefrontConfig };
