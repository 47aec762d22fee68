import { AppError } from '../../errors';

/**
 * `work`, or a 503 `service_unavailable` once `ms` have passed (issue 8 §5: the media routes time out like
 * the storefront's pages do). The work is not cancelled (a query runs to its end); the caller is answered
 * in bounded time and may retry (Retry-After, no-store: see the error handler).
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(503, 'service_unavailable')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
