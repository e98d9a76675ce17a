import { describe, expect, it } from 'vitest';
import { afterQuietHours } from './quiet-hours.ts';

// Seoul is UTC+9: 08:00 there is 23:00 UTC the day before, 21:00 there is 12:00 UTC.
const at = (iso: string) => afterQuietHours(new Date(iso)).toISOString();

describe('promotional quiet hours (21:00 to 08:00 in Seoul)', () => {
  it('lets a message written in the day go at once', () => {
    expect(at('2026-11-27T23:00:00.000Z')).toBe('2026-11-27T23:00:00.000Z'); // 08:00
    expect(at('2026-11-27T11:59:59.000Z')).toBe('2026-11-27T11:59:59.000Z'); // 20:59:59
  });

  it('holds one written in the evening until the next morning', () => {
    expect(at('2026-11-27T12:00:00.000Z')).toBe('2026-11-27T23:00:00.000Z'); // 21:00
    expect(at('2026-11-27T14:59:00.000Z')).toBe('2026-11-27T23:00:00.000Z'); // 23:59
  });

  it('holds one written after midnight until the same morning', () => {
    expect(at('2026-11-27T15:00:00.000Z')).toBe('2026-11-27T23:00:00.000Z'); // 00:00
    expect(at('2026-11-27T22:59:59.000Z')).toBe('2026-11-27T23:00:00.000Z'); // 07:59:59
  });
});
