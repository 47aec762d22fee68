import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../apps/storefront/app/routes';

/**
 * Every page path of the staff workspace, read from the storefront's route table (a staff page added later is
 * walked without anyone listing it here), e.g. `/fr/staff/address_requests/1`: params filled with `id`.
 */
export function staffPaths(locale: 'fr' | 'nl' | 'en', id: number | string = 1): string[] {
  const out: string[] = [];
  const walk = (entries: readonly RouteConfigEntry[], prefix: string) => {
    for (const e of entries) {
      const path = e.path === undefined ? prefix : [prefix, e.path].filter(Boolean).join('/');
      if (!e.children && /^:locale\/staff(\/|$)/.test(path)) out.push(path);
      if (e.children) walk(e.children, path);
    }
  };
  walk(routes, '');
  return [...new Set(out)].map((p) =>
    `/${p}`.replace(':locale', locale).replace(/:\w+/g, String(id)).replace(/\/\*$/, '/x'),
  );
}
