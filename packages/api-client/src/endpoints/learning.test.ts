import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http-config.ts';
import { beaconWatching } from './learning.ts';

afterEach(() => vi.unstubAllGlobals());

describe('beaconWatching', () => {
  it('sends the report as a string (text/plain, no custom header) to the API’s watch path', () => {
    configureHttp({ linkPrefix: 'https://classroom.academy.test/api/' });
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const report = {
      lectureDetailId: 3,
      duration: 100,
      position: 5,
      intervals: [[0, 5]] as [number, number][],
    };
    expect(beaconWatching(report)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(
      'https://classroom.academy.test/api/lectures/watch',
      JSON.stringify(report),
    );
  });

  it('answers false where the browser has no beacon, so the caller keeps the intervals', () => {
    vi.stubGlobal('navigator', {});
    expect(beaconWatching({ lectureDetailId: 3, duration: 1, position: 0, intervals: [] })).toBe(
      false,
    );
  });
});
