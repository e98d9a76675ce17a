import { describe, expect, it } from 'vitest';
import { connectLocalPlayer, type PlayerEventName } from './local-player.ts';

function setup() {
  const posted: { message: unknown; origin: string }[] = [];
  const contentWindow = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const listeners = new Set<(event: MessageEvent) => void>();
  const host = {
    location: { href: 'https://classroom.academy.test/lectures/1' },
    addEventListener: (_: string, fn: EventListener) => listeners.add(fn as never),
    removeEventListener: (_: string, fn: EventListener) => listeners.delete(fn as never),
  };
  const events: [PlayerEventName, number][] = [];
  const player = connectLocalPlayer(
    { contentWindow: contentWindow as never, src: '/api/videos/abc/player?expires=1&sig=x' },
    (name, data) => events.push([name, data.seconds]),
    host as never,
  );
  const receive = (
    data: unknown,
    origin = 'https://classroom.academy.test',
    source: unknown = contentWindow,
  ) => listeners.forEach((fn) => fn({ data, origin, source } as MessageEvent));
  return { player, posted, events, receive, listeners };
}

const data = (seconds: number) => ({
  seconds,
  duration: 100,
  percent: seconds / 100,
  playbackRate: 1,
});

describe('connectLocalPlayer', () => {
  it('subscribes to the events when the player is ready and commands it on its own origin', () => {
    const { player, posted, receive } = setup();
    receive({ event: 'ready', data: data(0) });
    expect(posted.map((p) => p.message)).toContainEqual({
      method: 'addEventListener',
      value: 'timeupdate',
    });
    player.setCurrentTime(754);
    player.setPlaybackRate(1.5);
    player.play();
    expect(posted.slice(-3).map((p) => p.message)).toEqual([
      { method: 'setCurrentTime', value: 754 },
      { method: 'setPlaybackRate', value: 1.5 },
      { method: 'play' },
    ]);
    expect(posted.every((p) => p.origin === 'https://classroom.academy.test')).toBe(true);
  });

  it('hears only its frame on its origin, until destroyed', () => {
    const { player, events, receive, listeners } = setup();
    receive({ event: 'timeupdate', data: data(3) });
    receive({ event: 'timeupdate', data: data(4) }, 'https://evil.example');
    receive({ event: 'timeupdate', data: data(5) }, 'https://classroom.academy.test', {});
    expect(events).toEqual([['timeupdate', 3]]);
    player.destroy();
    expect(listeners.size).toBe(0);
  });
});
