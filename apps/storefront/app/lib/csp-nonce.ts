import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the page being rendered on the server (app/entry.server.tsx provides it): inline scripts of
 * our own (not React Router's, which get it from `<ServerRouter nonce>`) carry it. In the browser it is
 * undefined: such scripts only run from the server's HTML.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
