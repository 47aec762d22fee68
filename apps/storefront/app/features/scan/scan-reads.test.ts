import { describe, expect, it } from 'vitest';
import { cameraProblem, nextRead, SAME_BOX_MS, type LastRead } from './scan-reads';

describe('nextRead', () => {
  it('acts on a first read and on another code at once', () => {
    expect(nextRead(null, '5412345678908', 0)).toEqual({ act: true, last: { code: '5412345678908', at: 0 } });
    expect(nextRead({ code: '5412345678908', at: 0 }, '1234567', 10).act).toBe(true);
  });

  it('acts once for a box held in front of the camera, however long, and again once it was away a while', () => {
    let last: LastRead | null = null;
    const acted: number[] = [];
    // Read every 200 ms for 10 s: the box never leaves the picture.
    for (let t = 0; t <= 10_000; t += 200) {
      const read = nextRead(last, '5412345678908', t);
      if (read.act) acted.push(t);
      last = read.last;
    }
    expect(acted).toEqual([0]);
    // Out of sight (no code read) long enough, then shown again: a second box.
    expect(nextRead(last, '5412345678908', 10_000 + SAME_BOX_MS - 1).act).toBe(false);
    expect(nextRead(last, '5412345678908', 10_000 + SAME_BOX_MS).act).toBe(true);
  });

  it('ignores an empty read and keeps what it remembered', () => {
    const last = { code: '5412345678908', at: 5 };
    expect(nextRead(last, '  ', 99_999)).toEqual({ act: false, last });
  });
});

describe('cameraProblem', () => {
  it('tells a refusal from a missing camera from another failure', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('policy', 'SecurityError'))).toBe('denied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('none');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('failed');
    expect(cameraProblem('weird')).toBe('failed');
  });
});
