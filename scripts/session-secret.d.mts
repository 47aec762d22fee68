// Types of session-secret.mjs (plain JS, run by node before anything is built), for the tests.
export declare class StartError extends Error {}
export declare function keptSessionSecret(
  env: Record<string, string | undefined>,
  varDir: string,
): { secret: string; source: 'environment' | 'kept' | 'generated' };
export declare function keptPaymentSecret(
  env: Record<string, string | undefined>,
  varDir: string,
): { secret: string; source: 'environment' | 'kept' | 'generated' };
