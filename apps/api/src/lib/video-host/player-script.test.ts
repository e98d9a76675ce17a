// The local player's postMessage protocol, run as the browser runs it: the served script in a
// sandbox with a <video> and a parent window that records what it is sent.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { playerScript } from './player-script.ts';

const APP = 'https://classroom.academy.test';
const OTHER_APP = 'https://academy.test';

function player(
  options: { ancestor?: string; hls?: string; Hls?: unknown; native?: boolean } = {},
) {
  const listeners: Record<string, ((event?: unknown) => void)[]> = {};
  const calls: string[] = [];
  const video = {
    currentTime: 0,
    duration: 120,
    paused: true,
    playbackRate: 1,
    src: '',
    buffered: { length: 2, start: (i: number) => [0, 30][i], end: (i: number) => [10, 40][i] },
    getAttribute: (name: string) => (name === 'data-hls' ? (options.hls ?? null) : null),
    canPlayType: (type: string) =>
      options.native && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    addEventListener: (name: string, fn: () => void) => {
      (listeners[name] ??= []).push(fn);
    },
    play: () => {
      calls.push('play');
      video.paused = false;
      return Promise.resolve();
    },
    pause: () => {
      calls.push('pause');
      video.paused = true;
    },
  };
  const sent: { message: Record<string, unknown>; origin: string }[] = [];
  const parent = {
    postMessage: (message: Record<string, unknown>, origin: string) =>
      sent.push({ message, origin }),
  };
  const windowListeners: ((event: unknown) => void)[] = [];
  const window = {
    Hls: options.Hls,
    parent,
    location: { ancestorOrigins: options.ancestor ? [options.ancestor] : undefined },
    addEventListener: (_: string, fn: (event: unknown) => void) => windowListeners.push(fn),
  };
  const document = {
    querySelector: () => video,
    documentElement: { getAttribute: () => JSON.stringify([OTHER_APP, APP]) },
  };
  vm.runInNewContext(playerScript, { window, document, isFinite, Math, JSON });
  return {
    video,
    sent,
    calls,
    /** a message from the framing page (or, with `source`, from somewhere else) */
    command: (data: unknown, origin = APP, source: unknown = parent) =>
      windowListeners.forEach((fn) => fn({ data, origin, source })),
    fire: (name: string) => listeners[name]?.forEach((fn) => fn()),
  };
}

describe('the local player’s postMessage protocol', () => {
  it('says ready to our apps only, then talks only to the page that commands it', () => {
    const p = player();
    expect(p.sent.map((s) => [s.message.event, s.origin])).toEqual([
      ['ready', OTHER_APP],
      ['ready', APP],
    ]);
    p.command({ method: 'getDuration' });
    expect(p.sent.at(-1)).toEqual({ message: { method: 'getDuration', value: 120 }, origin: APP });
  });

  it('plays, pauses, seeks and sets the speed on command (JSON strings too, as the service sends)', () => {
    const p = player({ ancestor: APP });
    p.command({ method: 'play' });
    p.command(JSON.stringify({ method: 'pause' }));
    p.command({ method: 'setCurrentTime', value: 754 });
    expect(p.video.currentTime).toBe(120); // clamped to the video
    p.command({ method: 'setCurrentTime', value: 42.5 });
    p.command({ method: 'setPlaybackRate', value: 2 });
    p.command({ method: 'setPlaybackRate', value: 16 }); // outside 0.5-2x: ignored
    expect(p.calls).toEqual(['play', 'pause']);
    expect(p.video).toMatchObject({ currentTime: 42.5, playbackRate: 2 });
    expect(p.sent.at(-1)!.message).toEqual({ method: 'setPlaybackRate', value: 2 });
  });

  it('posts the events it was asked for with the position, as the service does', () => {
    const p = player({ ancestor: APP });
    p.fire('timeupdate');
    expect(p.sent.filter((s) => s.message.event === 'timeupdate')).toHaveLength(0);
    for (const name of ['timeupdate', 'ended', 'seeking', 'seeked', 'play', 'pause'])
      p.command({ method: 'addEventListener', value: name });
    p.video.currentTime = 60;
    p.fire('timeupdate');
    p.fire('seeking');
    p.fire('seeked');
    p.fire('ended');
    expect(p.sent.slice(-4)).toEqual(
      ['timeupdate', 'seeking', 'seeked', 'ended'].map((event) => ({
        message: { event, data: { seconds: 60, duration: 120, percent: 0.5, playbackRate: 1 } },
        origin: APP,
      })),
    );
    p.command({ method: 'removeEventListener', value: 'timeupdate' });
    const before = p.sent.length;
    p.fire('timeupdate');
    expect(p.sent).toHaveLength(before);
  });

  it('ignores commands from another origin or another window', () => {
    const p = player({ ancestor: APP });
    p.command({ method: 'play' }, 'https://evil.example');
    p.command({ method: 'play' }, APP, {});
    p.command({ method: 'setCurrentTime', value: 10 }, 'https://evil.example');
    expect(p.calls).toEqual([]);
    expect(p.video.currentTime).toBe(0);
    expect(p.sent.every((s) => s.origin === APP)).toBe(true);
  });

  it('plays an HLS master through hls.js, whose requests carry the newest token', () => {
    const made: FakeHls[] = [];
    class FakeHls {
      static isSupported = () => true;
      static Events = { ERROR: 'hlsError' };
      static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
      handlers: Record<string, (event: string, data: unknown) => void> = {};
      source = '';
      media: unknown = null;
      destroyed = false;
      constructor(readonly config: { xhrSetup: (xhr: unknown, url: string) => void }) {
        made.push(this);
      }
      on(name: string, fn: (event: string, data: unknown) => void) {
        this.handlers[name] = fn;
      }
      loadSource(url: string) {
        this.source = url;
      }
      attachMedia(media: unknown) {
        this.media = media;
      }
      recoverMediaError() {}
      destroy() {
        this.destroyed = true;
      }
    }
    const master = '/api/videos/v1/hls/master.m3u8?pt=old.token';
    const p = player({ ancestor: APP, hls: master, Hls: FakeHls });
    const hls = made[0]!;
    expect(hls.source).toBe(master);
    expect(hls.media).toBe(p.video);
    const opened: string[] = [];
    const xhr = { open: (_: string, url: string) => opened.push(url) };
    hls.config.xhrSetup(xhr, '/api/videos/v1/hls/key?pt=old.token');
    p.command({ method: 'setToken', value: 'new.token' });
    p.command({ method: 'setToken', value: 'bad token"' }); // not a token: ignored
    hls.config.xhrSetup(xhr, '/api/videos/v1/hls/360p/seg3.ts?pt=old.token');
    expect(opened).toEqual([
      '/api/videos/v1/hls/key?pt=old.token',
      '/api/videos/v1/hls/360p/seg3.ts?pt=new.token',
    ]);
    p.command({ method: 'getBuffered' });
    expect(p.sent.at(-1)!.message).toEqual({
      method: 'getBuffered',
      value: [
        [0, 10],
        [30, 40],
      ],
    });
    // a refused key (a takeover): the page hears it and the stream stops
    hls.handlers.hlsError!('hlsError', {
      fatal: true,
      type: 'networkError',
      details: 'keyLoadError',
    });
    expect(p.sent.at(-1)!.message).toEqual({
      event: 'error',
      data: { name: 'keyLoadError', fatal: true },
    });
    expect(hls.destroyed).toBe(true);
  });

  it('hands the master to the browser’s own HLS where there is no hls.js support (Safari)', () => {
    const master = '/api/videos/v1/hls/master.m3u8?pt=a.b';
    const p = player({ ancestor: APP, hls: master, native: true });
    expect(p.video.src).toBe(master);
  });
});
