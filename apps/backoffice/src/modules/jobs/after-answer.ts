/**
 * Work a call does after its answer is sent, so that the answer's timing says nothing about it (a password reset
 * mail: if the answer waited for it, how long it took would tell whether the login exists). The app waits for
 * the work under way when it closes, so the database is not closed under it.
 */
export interface AfterAnswer {
  /** Starts `task` once the current request's answer has gone; a failure goes to `onError`. */
  run(task: () => Promise<void>, onError: (err: unknown) => void): void;
  /** Resolves when every task started so far has ended. */
  settled(): Promise<void>;
}

export function afterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(task, onError) {
      // setImmediate: after the handler has returned and Fastify has written the answer.
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
