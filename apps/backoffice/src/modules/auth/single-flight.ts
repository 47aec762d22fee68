/**
 * Calls of `load` with the same key while one is under way share its answer (or its failure); once it has
 * settled nothing is kept, so the next call asks again. For reads whose answer is the same for everyone asking
 * at the same moment: a storefront page sends its calls to the back office together, each with the buyer's
 * session, and one lookup answers them all instead of one per call.
 */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const underWay = new Map<K, Promise<V>>();
  return (key) => {
    const pending = underWay.get(key);
    if (pending) return pending;
    const lookup = load(key).finally(() => underWay.delete(key));
    underWay.set(key, lookup);
    return lookup;
  };
}
