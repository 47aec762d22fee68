import { describe, expect, it } from 'vitest';
import {
  applyTransactions,
  countArticles,
  countLines,
  isValidTransaction,
  optionsEqual,
  optionsKey,
  planTransactions,
  type CartLineLike,
  type CartTransaction,
  type LineOptions,
} from './cart-transactions';

interface Line extends CartLineLike {
  id: string;
}

let made = 0;
const makeLine = (tx: CartTransaction): Line => ({
  id: `new-${(made += 1)}`,
  productId: tx.productId,
  qty: tx.qty,
  options: tx.options ?? null,
});
const line = (id: string, productId: number, qty: number, options: LineOptions = null): Line => ({
  id,
  productId,
  qty,
  options,
});
const summary = (lines: readonly Line[]) => lines.map((l) => [l.productId, l.qty, l.options]);

describe('isValidTransaction', () => {
  it.each([
    [{ productId: 1, qty: 1 }, true],
    [{ productId: 1, qty: -3, options: null }, true],
    [{ productId: 1, qty: 0, options: { size: 'L' }, uuid: 'a' }, true],
    [{ productId: 1 }, false],
    [{ qty: 1 }, false],
    [{ productId: 0, qty: 1 }, false],
    [{ productId: -2, qty: 1 }, false],
    [{ productId: '1', qty: 1 }, false],
    [{ productId: 1, qty: '1' }, false],
    [{ productId: 1, qty: Number.NaN }, false],
    [{ productId: 1, qty: Number.POSITIVE_INFINITY }, false],
    [{ productId: 1, qty: 1.5 }, false],
    [{ productId: 1, qty: 1, options: 'L' }, false],
    [{ productId: 1, qty: 1, options: ['L'] }, false],
    [{ productId: 1, qty: 1, uuid: 7 }, false],
    [null, false],
    ['tx', false],
    [[1, 1], false],
  ])('%j → %s', (value, expected) => {
    expect(isValidTransaction(value)).toBe(expected);
  });
});

describe('optionsEqual / optionsKey', () => {
  it.each([
    [null, undefined, true],
    [null, {}, true],
    [undefined, { gone: undefined }, true],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true], // key order irrelevant
    [{ a: { x: [1, { p: 1, q: 2 }], y: null } }, { a: { y: null, x: [1, { q: 2, p: 1 }] } }, true], // nested
    [{ a: [1, 2] }, { a: [2, 1] }, false], // array order matters
    [{ a: 1 }, { a: '1' }, false],
    [{ a: {} }, {}, false], // only top-level empty means "no options"
    [{ a: null }, {}, false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ engraving: 'Rex' }, null, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(optionsEqual(a, b)).toBe(expected);
    expect(optionsKey(a) === optionsKey(b)).toBe(expected);
  });

  it('gives a canonical, stable key', () => {
    expect(optionsKey(null)).toBe('');
    expect(optionsKey({})).toBe('');
    expect(optionsKey({ b: [true, 'x'], a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":[true,"x"]}');
  });

  it('refuses circular options instead of looping', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => optionsKey(loop)).toThrow(TypeError);
  });
});

describe('applyTransactions', () => {
  it.each<[string, Line[], CartTransaction[], unknown[]]>([
    ['adds to the matching line', [line('a', 1, 2)], [{ productId: 1, qty: 3 }], [[1, 5, null]]],
    [
      'appends a new line',
      [line('a', 1, 2)],
      [{ productId: 2, qty: 1 }],
      [
        [1, 2, null],
        [2, 1, null],
      ],
    ],
    [
      'different options make a different line',
      [line('a', 1, 2, { size: 'S' })],
      [{ productId: 1, qty: 1, options: { size: 'L' } }],
      [
        [1, 2, { size: 'S' }],
        [1, 1, { size: 'L' }],
      ],
    ],
    [
      'deep-equal options (any key order) match',
      [line('a', 1, 2, { engraving: { text: 'Rex', font: 'serif' } })],
      [{ productId: 1, qty: 1, options: { engraving: { font: 'serif', text: 'Rex' } } }],
      [[1, 3, { engraving: { text: 'Rex', font: 'serif' } }]],
    ],
    [
      'null and {} options match',
      [line('a', 1, 2, {})],
      [{ productId: 1, qty: 1, options: null }],
      [[1, 3, {}]],
    ],
    ['a line reaching 0 is removed', [line('a', 1, 2)], [{ productId: 1, qty: -2 }], []],
    ['a line going below 0 is removed', [line('a', 1, 2)], [{ productId: 1, qty: -5 }], []],
    [
      'a negative tx with no line creates nothing',
      [line('a', 1, 2)],
      [{ productId: 9, qty: -1 }],
      [[1, 2, null]],
    ],
    ['a zero tx with no line creates nothing', [], [{ productId: 9, qty: 0 }], []],
    [
      'identical pre-existing lines merge, first place kept',
      [line('a', 1, 2), line('b', 2, 1), line('c', 1, 3)],
      [],
      [
        [1, 5, null],
        [2, 1, null],
      ],
    ],
    [
      'removed then re-added comes back at the end',
      [line('a', 1, 2), line('b', 2, 1)],
      [
        { productId: 1, qty: -2 },
        { productId: 1, qty: 4 },
      ],
      [
        [2, 1, null],
        [1, 4, null],
      ],
    ],
    [
      'invalid transactions are skipped',
      [line('a', 1, 2)],
      [
        { productId: 1, qty: Number.NaN },
        { productId: 0, qty: 1 },
      ],
      [[1, 2, null]],
    ],
  ])('%s', (_label, lines, txs, expected) => {
    expect(summary(applyTransactions(lines, txs, makeLine))).toEqual(expected);
  });

  it('never mutates its inputs', () => {
    const lines = [
      line('a', 1, 2, { nested: { k: [1] } }),
      line('b', 2, 1),
      line('c', 1, 3, { nested: { k: [1] } }),
    ];
    const txs: CartTransaction[] = [
      { productId: 1, qty: 5, options: { nested: { k: [1] } } },
      { productId: 2, qty: -1 },
      { productId: 3, qty: 2 },
    ];
    const before = structuredClone({ lines, txs });
    const result = applyTransactions(lines, txs, makeLine);
    expect({ lines, txs }).toEqual(before);
    expect(result).not.toBe(lines);
    expect(summary(result)).toEqual([
      [1, 10, { nested: { k: [1] } }],
      [3, 2, null],
    ]);
  });

  it('applies 1,000 transactions in one batch correctly', () => {
    const txs: CartTransaction[] = [];
    for (let i = 0; i < 1000; i += 1) {
      // products 1..10, each +1 per round; product 10 also gets options that alternate key order
      const productId = (i % 10) + 1;
      const options = productId === 10 ? (i % 20 < 10 ? { a: 1, b: 2 } : { b: 2, a: 1 }) : null;
      txs.push({ productId, qty: 1, options });
    }
    txs.push({ productId: 3, qty: -100 }, { productId: 4, qty: -40 }, { productId: 11, qty: -1 });
    const result = applyTransactions([line('x', 4, 5)], txs, makeLine);
    expect(result.map((l) => [l.productId, l.qty])).toEqual([
      [4, 65],
      [1, 100],
      [2, 100],
      [5, 100],
      [6, 100],
      [7, 100],
      [8, 100],
      [9, 100],
      [10, 100],
    ]);
    expect(countArticles(result)).toBe(865);
    expect(countLines(result)).toBe(9);
  });
});

describe('planTransactions', () => {
  it('reports inserted, updated, removed and ignored, by identity', () => {
    const a = line('a', 1, 2);
    const b = line('b', 2, 1);
    const c = line('c', 3, 4);
    const dupA = line('a2', 1, 1);
    const untouched = line('d', 4, 1);
    const txs: CartTransaction[] = [
      { productId: 1, qty: 1 },
      { productId: 2, qty: -1 },
      { productId: 5, qty: 2, options: { color: 'red' } },
      { productId: 5, qty: 1, options: { color: 'red' } },
      { productId: 6, qty: -3 },
      { productId: 1, qty: 1.5 },
      { productId: 3, qty: 2 },
      { productId: 3, qty: -2 }, // back to its original qty: not an update
    ];
    const plan = planTransactions([a, b, c, dupA, untouched], txs, makeLine);

    expect(plan.lines.map((l) => [l.id, l.qty])).toEqual([
      ['a', 4],
      ['c', 4],
      ['d', 1],
      [expect.stringMatching(/^new-/), 3],
    ]);
    expect(plan.lines[1]).toBe(c); // unchanged lines keep their identity
    expect(plan.lines[2]).toBe(untouched);
    expect(plan.updated).toEqual([{ ...a, qty: 4 }]);
    expect(plan.updated[0]).not.toBe(a);
    expect(plan.updated[0]).toBe(plan.lines[0]);
    expect(plan.removed).toHaveLength(2);
    expect(plan.removed[0]).toBe(dupA); // merged into a
    expect(plan.removed[1]).toBe(b); // reduced to 0
    expect(plan.inserted).toEqual([
      expect.objectContaining({ productId: 5, qty: 3, options: { color: 'red' } }),
    ]);
    expect(plan.inserted[0]).toBe(plan.lines[3]);
    expect(plan.ignored).toEqual([
      { tx: { productId: 6, qty: -3 }, reason: 'no_line_to_reduce' },
      { tx: { productId: 1, qty: 1.5 }, reason: 'invalid' },
    ]);
    expect(a.qty).toBe(2);
  });

  it('a line created and removed in the same batch is neither inserted nor removed', () => {
    const plan = planTransactions<Line>(
      [],
      [
        { productId: 7, qty: 2 },
        { productId: 7, qty: -2 },
      ],
      makeLine,
    );
    expect(plan).toEqual({ lines: [], inserted: [], updated: [], removed: [], ignored: [] });
  });

  it('drops pre-existing lines at 0 or below', () => {
    const zero = line('z', 1, 0);
    const plan = planTransactions([zero, line('b', 2, 1)], [], makeLine);
    expect(plan.removed).toEqual([zero]);
    expect(plan.lines.map((l) => l.id)).toEqual(['b']);
  });

  it('forces the transaction qty onto a line made with another qty', () => {
    const plan = planTransactions<Line>([], [{ productId: 8, qty: 3 }], (tx) => ({
      ...makeLine(tx),
      qty: 1,
    }));
    expect(plan.lines.map((l) => l.qty)).toEqual([3]);
  });
});

describe('countArticles / countLines', () => {
  const lines = [line('a', 1, 3), line('b', 2, 0), line('c', 3, -2), line('d', 4, 2)];
  it('count only lines with qty above 0', () => {
    expect(countArticles(lines)).toBe(5);
    expect(countLines(lines)).toBe(2);
    expect(countArticles([])).toBe(0);
    expect(countLines([])).toBe(0);
  });
});
