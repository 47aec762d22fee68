/** A numeric route parameter (`/account/sales/:id`, `?order=`): a positive integer, or null (the page answers 404). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
