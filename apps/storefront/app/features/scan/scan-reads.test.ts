import { describe, expect, it } from 'vitest';
import { cameraProblem, codeToLookUp, nextRead, SAME_BOX_MS, type LastRead } from './scan-reads';

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

describe('codeToLookUp', () => {
  it("keeps a serialised pack's GTIN only (the DataMatrix's serial, batch and expiry name no product)", () => {
    const dataMatrix = '0105412345678908211234567890ABCDEFGHIJ\u001d10LOT2026-11-A\u001d17261231';
    expect(dataMatrix.length).toBeGreaterThan(40);
    expect(codeToLookUp(dataMatrix)).toBe('0105412345678908');
    expect(codeToLookUp(']d20105412345678908172612311' + '0'.repeat(60))).toBe('0105412345678908');
    expect(codeToLookUp('(01)05412345678908(17)261231')).toBe('0105412345678908');
  });

  it('leaves an EAN, a CNK or a typed code as read, trimmed', () => {
    expect(codeToLookUp(' 5412345678908 ')).toBe('5412345678908');
    expect(codeToLookUp('1234567')).toBe('1234567');
    expect(codeToLookUp('VS-000121-1')).toBe('VS-000121-1');
  });
});
