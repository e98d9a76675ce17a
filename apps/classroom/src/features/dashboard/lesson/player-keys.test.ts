// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { actionForKey, SHORTCUTS, stepRate } from './player-keys.ts';

describe('the player’s shortcuts', () => {
  it('maps the keys to actions', () => {
    const body = document.body;
    const cases: [string, string][] = [
      [' ', 'playPause'],
      ['k', 'playPause'],
      ['j', 'back10'],
      ['l', 'forward10'],
      ['ArrowLeft', 'back5'],
      ['ArrowRight', 'forward5'],
      [',', 'slower'],
      ['.', 'faster'],
      ['c', 'captions'],
      ['a', 'setA'],
      ['b', 'setB'],
      ['r', 'clearRepeat'],
      ['f', 'fullscreen'],
      ['?', 'help'],
    ];
    for (const [key, action] of cases) expect(actionForKey({ key, target: body })).toBe(action);
    expect(actionForKey({ key: 'x', target: body })).toBeNull();
  });

  it('leaves typing, browser shortcuts and a button’s own Space alone', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    expect(actionForKey({ key: 'k', target: input })).toBeNull();
    expect(actionForKey({ key: 'c', ctrlKey: true, target: document.body })).toBeNull();
    expect(actionForKey({ key: ' ', target: button })).toBeNull();
    expect(actionForKey({ key: 'k', target: button })).toBe('playPause');
  });

  it('lists every action once in the help table', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('steps the speed by a quarter within 0.5-2x', () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(2, 1)).toBe(2);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(stepRate(1.1, 1)).toBe(1.25);
  });
});
