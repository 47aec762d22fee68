/**
 * Runs `run` at once and then every `intervalMs`, never two runs of this process at once (a tick while a run is
 * under way is skipped). A failed run goes to `onError` and the job is retried at the next tick. The returned
 * function stops the timer and waits for a run under way, so the database is not closed under it at shutdown.
 * Across processes, the job itself takes its lease (runExclusive).
 */
export function schedulePeriodic(
  run: () => Promise<unknown>,
  opts: { intervalMs: number; onError: (err: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined, opts.onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
