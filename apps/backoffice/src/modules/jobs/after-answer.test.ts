import { describe, expect, it } from 'vitest';
import { afterAnswer } from './after-answer';

describe('afterAnswer', () => {
  it('starts the task after the current call stack, and settled() waits for it', async () => {
    const work = afterAnswer();
    const events: string[] = [];
    work.run(
      async () => {
        events.push('task');
      },
      () => events.push('error'),
    );
    events.push('answered');
    await work.settled();
    expect(events).toEqual(['answered', 'task']);
  });

  it('gives a failure to onError, and settled() still resolves', async () => {
    const work = afterAnswer();
    const errors: unknown[] = [];
    work.run(
      () => Promise.reject(new Error('smtp down')),
      (err) => errors.push(err),
    );
    await work.settled();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/smtp down/);
  });

  it('settled() also waits for tasks started by a task', async () => {
    const work = afterAnswer();
    const events: string[] = [];
    work.run(
      async () => {
        work.run(
          async () => {
            events.push('second');
          },
          () => undefined,
        );
      },
      () => undefined,
    );
    await work.settled();
    expect(events).toEqual(['second']);
  });
});
