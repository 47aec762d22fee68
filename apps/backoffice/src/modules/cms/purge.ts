import type { CmsKind } from '@vetshop/contract';
import type { FastifyBaseLogger } from 'fastify';

/** What changed: the kinds of content, and the storefront paths known to show it (all pages when none). */
export interface ContentChange {
  kinds: CmsKind[];
  paths: string[];
}

/**
 * Told after a content change is committed (issue 11 §2: guest pages stay cacheable and are purged when content
 * changes). notify never throws and never delays the staff member's answer: a purge that fails is logged, and the
 * storefront's cache expires on its own (max-age=60) anyway.
 */
export interface ContentChangeNotifier {
  notify(change: ContentChange): void;
}

export const PURGE_TIMEOUT_MS = 2_000;

/**
 * POSTs `{revision, kinds, paths}` with `Authorization: Bearer <token>` to each URL (CONTENT_PURGE_URLS: the
 * storefront's /internal/content-purge, one per storefront process or host). revision grows with each change
 * (the time in ms, made strictly increasing) so a receiver can ignore a late, older call.
 */
export function httpContentChangeNotifier(opts: {
  urls: readonly string[];
  token: string | undefined;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  now?: () => number;
}): ContentChangeNotifier & { settled(): Promise<void> } {
  const timeoutMs = opts.timeoutMs ?? PURGE_TIMEOUT_MS;
  const now = opts.now ?? Date.now;
  let revision = 0;
  let pending: Promise<void>[] = [];
  return {
    notify(change) {
      if (opts.urls.length === 0) return;
      revision = Math.max(revision + 1, now());
      const body = JSON.stringify({ revision, kinds: change.kinds, paths: change.paths });
      const calls = opts.urls.map(async (url) => {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token ?? ''}` },
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!res.ok) opts.log.warn({ url, status: res.status }, 'content purge refused');
          await res.body?.cancel();
        } catch (err) {
          opts.log.warn({ url, err }, 'content purge failed');
        }
      });
      pending = [...pending, ...calls];
      void Promise.all(calls).then(() => {
        pending = pending.filter((p) => !calls.includes(p));
      });
    },
    /** Resolves when every call started so far has ended (tests; a graceful shutdown). */
    async settled() {
      await Promise.all(pending);
    },
  };
}
