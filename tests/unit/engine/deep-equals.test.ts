// @vitest-environment node
import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import deepEquals from '../../../src/standIns/rjsf/deepEquals';

/** Both answers, so a failure shows the pair's answer from each. */
const answers = (a: unknown, b: unknown) => ({
  ours: deepEquals(a, b),
  rjsf: rjsfDeepEquals(a, b),
});

/** A small deterministic generator, so a failing case can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function value(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 6 : 9));
  const leaves = [null, undefined, 0, -0, NaN, 1, 'a', '', true, false];
  switch (pick) {
    case 0:
    case 1:
    case 2:
      return leaves[Math.floor(next() * leaves.length)];
    case 3:
      return Math.floor(next() * 5);
    case 4:
      return ['x', 'y', 'z\u0000', '\ud800'][Math.floor(next() * 4)];
    case 5:
      return new Date(Math.floor(next() * 3) * 1000);
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, (_, i) => [
          ['a', 'b', 'c', 'd'][(i + Math.floor(next() * 2)) % 4],
          value(next, depth + 1),
        ]),
      );
  }
}

/** A copy of `v` that may differ in one place. */
function variant(v: unknown, next: () => number): unknown {
  if (next() < 0.15) return value(next, 3);
  if (Array.isArray(v)) return v.map((item) => variant(item, next));
  if (v instanceof Date) return new Date(v.getTime());
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, variant(item, next)]));
  return v;
}

describe('deepEquals (the stand-in for fast-equals in @rjsf/utils)', () => {
  it('answers as RJSF does on thousands of generated form values and near copies', () => {
    const next = random(20261127);
    let equalPairs = 0;
    for (let i = 0; i < 5000; i++) {
      const a = value(next, 0);
      const b = variant(a, next);
      const { ours, rjsf } = answers(a, b);
      if (ours !== rjsf) expect({ a, b, ours }).toEqual({ a, b, ours: rjsf });
      if (rjsf) equalPairs++;
    }
    // Both kinds of answer were asked for.
    expect(equalPairs).toBeGreaterThan(500);
    expect(equalPairs).toBeLessThan(4500);
  });

  it('answers as RJSF does on the values its forms and props hold', () => {
    const fn = () => 1;
    const element = (key: string) => createElement('span', { key, title: 'x' }, 'text');
    const pairs: [unknown, unknown][] = [
      [fn, () => 2],
      [fn, 'f'],
      [{ onChange: fn }, { onChange: () => 3 }],
      [NaN, NaN],
      [0, -0],
      [1n, 1n],
      [/a/g, /a/g],
      [/a/g, /a/i],
      [new Date(1), new Date(1)],
      [new Date(NaN), new Date(NaN)],
      [new Date(1), 1],
      [[1, 2], { 0: 1, 1: 2, length: 2 }],
      [{ a: undefined }, { b: undefined }],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [Object.create(null), {}],
      [new Map([['a', { x: 1 }]]), new Map([['a', { x: 1 }]])],
      [new Map([['a', 1]]), new Map([['b', 1]])],
      [new Set(['a', 1]), new Set([1, 'a'])],
      [new Set(['a']), new Set(['b'])],
      [new Uint8Array([1, 2]), new Uint8Array([1, 2])],
      [new Uint8Array([1, 2]), new Uint8Array([1, 3])],
      [element('a'), element('a')],
      [element('a'), element('b')],
      [Promise.resolve(1), Promise.resolve(1)],
      [
        new (class Point {
          constructor(public x = 1) {}
        })(),
        { x: 1 },
      ],
    ];
    for (const [a, b] of pairs) {
      const { ours, rjsf } = answers(a, b);
      expect({ a, b, ours }).toEqual({ a, b, ours: rjsf });
    }
  });

  it('compares values that contain themselves without looping', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const b: Record<string, unknown> = { name: 'a' };
    b.self = b;
    const c: Record<string, unknown> = { name: 'c' };
    c.self = c;
    expect(answers(a, b)).toEqual({ ours: true, rjsf: true });
    expect(answers(a, c)).toEqual({ ours: false, rjsf: false });
  });
});
