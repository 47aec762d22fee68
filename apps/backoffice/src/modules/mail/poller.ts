import type { AppContext } from '../../context';
import { dispatchOutbox } from './dispatcher';
import type { MailSender } from './sender';

const BATCH = 20;

export interface OutboxPoller {
  /** Stops polling and waits for the batch under way (so shutdown does not cut a send between SMTP and markSent). */
  stop(): Promise<void>;
}

/**
 * Sends the outbox every `intervalMs` while the process runs: each tick drains the due mails batch by batch;
 * a tick never overlaps the previous one.
 */
export function startOutboxPoller(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  sender: MailSender,
  opts: { intervalMs: number; onError: (err: unknown) => void },
): OutboxPoller {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    for (;;) {
      const { sent, retried, failed } = await dispatchOutbox(ctx, sender, { batch: BATCH, now: ctx.now });
      if (stopped || sent + retried + failed < BATCH) return;
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch(opts.onError)
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      sender.close();
    },
  };
}
