import type { MessageKey } from '../../i18n';

/**
 * Each value's message key, in the values' order (`labelKeys(STATES, (s) => `quotations.state.${s}`)`): a map
 * for `t(LABELS[value])`, typed by the values, each key checked against the catalogue. The key is written as a
 * template with its fixed start, so the route's message list (i18n/route-usage.ts) still finds it.
 */
export function labelKeys<V extends string, K extends MessageKey>(
  values: readonly V[],
  key: (value: V) => K,
): { readonly [P in V]: K } {
  return Object.fromEntries(values.map((v) => [v, key(v)])) as { readonly [P in V]: K };
}
