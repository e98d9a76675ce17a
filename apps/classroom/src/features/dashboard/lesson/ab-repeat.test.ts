import { describe, expect, it } from 'vitest';
import { loopTarget, NO_REPEAT, setA, setB } from './ab-repeat.ts';

describe('A-B repeat', () => {
  it('loops back to A once playback reaches B, and not before', () => {
    const withA = setA(NO_REPEAT, 12);
    expect(loopTarget(withA, 40)).toBeNull();
    const loop = setB(withA, 20)!;
    expect(loop).toEqual({ a: 12, b: 20 });
    expect(loopTarget(loop, 15)).toBeNull();
    expect(loopTarget(loop, 19.9)).toBeNull();
    expect(loopTarget(loop, 20)).toBe(12);
    expect(loopTarget(loop, 21.3)).toBe(12);
  });

  it('refuses a B before A or too close to it, keeping the loop as it was', () => {
    const withA = setA(NO_REPEAT, 30);
    expect(setB(withA, 25)).toBeNull();
    expect(setB(withA, 30.2)).toBeNull();
  });

  it('takes the start as A when only B is set, and drops a B a new A passes', () => {
    expect(setB(NO_REPEAT, 8)).toEqual({ a: 0, b: 8 });
    const loop = { a: 5, b: 10 };
    expect(setA(loop, 7)).toEqual({ a: 7, b: 10 });
    expect(setA(loop, 12)).toEqual({ a: 12, b: null });
    expect(setA(loop, -3)).toEqual({ a: 0, b: 10 });
  });
});
