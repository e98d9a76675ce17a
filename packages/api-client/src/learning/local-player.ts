// The classroom's side of the local player's postMessage protocol (apps/api
// lib/video-host/player-script.ts, modelled on the hosting service's player API): commands to the
// frame, and its events, only from that frame's window and origin.

export type PlayerEventName =
  | 'ready'
  | 'play'
  | 'pause'
  | 'ended'
  | 'seeking'
  | 'seeked'
  | 'timeupdate'
  | 'playbackratechange'
  | 'loaded';

export interface PlayerEventData {
  seconds: number;
  duration: number;
  percent: number;
  playbackRate: number;
}

export interface LocalPlayer {
  play(): void;
  pause(): void;
  setCurrentTime(seconds: number): void;
  setPlaybackRate(rate: number): void;
  /** stops listening */
  destroy(): void;
}

const EVENTS: PlayerEventName[] = [
  'play',
  'pause',
  'ended',
  'seeking',
  'seeked',
  'timeupdate',
  'playbackratechange',
  'loaded',
];

/**
 * Talks to the player in `frame` (its URL may be relative: the local player is served by the API
 * on the page's own origin). `onEvent` gets every event; on `ready` the events are subscribed.
 */
export function connectLocalPlayer(
  frame: { contentWindow: Pick<Window, 'postMessage'> | null; src: string },
  onEvent: (name: PlayerEventName, data: PlayerEventData) => void,
  host: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    location: { href: string };
  } = window,
): LocalPlayer {
  const origin = new URL(frame.src, host.location.href).origin;
  const post = (method: string, value?: unknown) =>
    frame.contentWindow?.postMessage(value === undefined ? { method } : { method, value }, origin);
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const message = event.data as { event?: PlayerEventName; data?: PlayerEventData } | null;
    if (!message || typeof message.event !== 'string') return;
    if (message.event === 'ready') for (const name of EVENTS) post('addEventListener', name);
    if (message.data) onEvent(message.event, message.data);
  };
  host.addEventListener('message', listener as EventListener);
  return {
    play: () => post('play'),
    pause: () => post('pause'),
    setCurrentTime: (seconds) => post('setCurrentTime', seconds),
    setPlaybackRate: (rate) => post('setPlaybackRate', rate),
    destroy: () => host.removeEventListener('message', listener as EventListener),
  };
}
