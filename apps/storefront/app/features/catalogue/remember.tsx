import { useEffect } from 'react';
import { rememberSearch, rememberViewedProduct } from './recent';

/** Adds the search to this device's recent searches (after hydration; nothing on the server). */
export function RememberSearch({ q }: { q: string }) {
  useEffect(() => {
    if (q) rememberSearch(q);
  }, [q]);
  return null;
}

/** Adds the product to this device's recently viewed products. */
export function RememberViewed({
  id,
  urlKey,
  name,
  image,
}: {
  id: number;
  urlKey: string;
  name: string;
  image: string | null;
}) {
  useEffect(() => {
    rememberViewedProduct({ id, urlKey, name, image });
  }, [id, urlKey, name, image]);
  return null;
}
