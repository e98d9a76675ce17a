import { describe, expect, it } from 'vitest';
import { linearTable, scaleTableProblem, toScaled } from './eju.ts';

describe('EJU scales', () => {
  it('spreads raw points evenly over the scale', () => {
    expect(linearTable(4, 200)).toEqual([0, 50, 100, 150, 200]);
    expect(linearTable(3, 50)).toEqual([0, 17, 33, 50]);
  });

  it('refuses a table that is the wrong length, leaves the scale or goes down', () => {
    expect(scaleTableProblem([0, 100, 200], 2, 200)).toBeNull();
    expect(scaleTableProblem([0, 100], 2, 200)).toBe('length');
    expect(scaleTableProblem([0, 100, 201], 2, 200)).toBe('range');
    expect(scaleTableProblem([0, -1, 200], 2, 200)).toBe('range');
    expect(scaleTableProblem([0, 1.5, 200], 2, 200)).toBe('range');
    expect(scaleTableProblem([0, 150, 120], 2, 200)).toBe('decreasing');
  });

  it("reads the staff's table when it fits, else the linear one", () => {
    expect(toScaled(1, 2, 'READING', [0, 150, 200])).toEqual({ scaled: 150, linear: false });
    expect(toScaled(1, 2, 'READING', null)).toEqual({ scaled: 100, linear: true });
    // a table made for an earlier item count no longer fits
    expect(toScaled(1, 2, 'PHYSICS', [0, 10, 20, 100])).toEqual({ scaled: 50, linear: true });
    expect(toScaled(9, 2, 'MATH1', null)).toEqual({ scaled: 200, linear: true });
  });
});
