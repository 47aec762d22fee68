import { MAX_ID } from '@vetshop/contract';

/**
 * A numeric route parameter (`/account/sales/:id`, `?order=`): a positive integer the back office can hold (its
 * ids are PostgreSQL integers, at most MAX_ID), or null (the page answers 404 without asking the back office,
 * whose 400 for a larger one was a 500 here: issue 17 §5).
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
