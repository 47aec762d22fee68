import { describe, expect, it } from 'vitest';
import { FREE_FAILURES_PER_LOGIN, LOGIN_DELAY_MAX_MS, loginDelayMs } from './service';

describe('per-login delay', () => {
  it.each([
    [0, 0],
    [FREE_FAILURES_PER_LOGIN - 1, 0],
    [FREE_FAILURES_PER_LOGIN, 1000],
    [FREE_FAILURES_PER_LOGIN + 1, 2000],
    [FREE_FAILURES_PER_LOGIN + 5, 32_000],
    [FREE_FAILURES_PER_LOGIN + 6, LOGIN_DELAY_MAX_MS],
    [FREE_FAILURES_PER_LOGIN + 500, LOGIN_DELAY_MAX_MS],
  ])('after %i failures the next attempt waits %i ms', (failures, ms) => {
    expect(loginDelayMs(failures)).toBe(ms);
  });
});
